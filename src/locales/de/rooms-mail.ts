/** Texts of the conference-room capability that the server writes beyond messages: the catering CSV. */
export const deRoomsMail = {
  catering_csv: {
    columns: {
      serve_time: 'Uhrzeit',
      room: 'Raum',
      item: 'Angebot',
      quantity: 'Anzahl',
      title: 'Termin',
      organiser: 'Organisiert von',
      booking: 'Buchung',
    },
  },
};
export type RoomsMailTexts = typeof deRoomsMail;
