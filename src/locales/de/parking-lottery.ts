/** Parking in the lottery: the request's state on /parkefficient, and the lottery messages when they are about parking. */
export const deParkingLottery = {
  parking_lottery: {
    title: 'Verlosung',
    explain: 'Deine Gruppe verlost die Parkplätze fair: Anfragen für diesen Tag gehen bis {{cutoff}}, dann wird gelost.',
    closed: 'Die Verlosung für diesen Tag ist gelaufen – freie Parkplätze kannst du direkt buchen.',
    request_action: 'Parkplatz anfragen',
    request_label: 'Parkplatz anfragen für {{day}}',
    requested: 'Anfrage gestellt.',
    withdraw: 'Anfrage zurückziehen',
    withdraw_label: 'Anfrage zurückziehen: {{day}}',
    leave_waitlist: 'Warteliste verlassen',
    leave_waitlist_label: 'Warteliste verlassen: {{day}}',
    withdrawn: 'Anfrage zurückgezogen.',
    failed: 'Das hat leider nicht geklappt.',
    status: { waiting: 'Angefragt', won: 'Gewonnen', lost: 'Warteliste', withdrawn: 'Beendet' },
    request: {
      waiting: 'Angefragt – gelost wird am {{cutoff}}.',
      lost: 'Diesmal kein Parkplatz: Du bist Platz {{position}} auf der Warteliste. Wird einer frei, bekommst du ihn sofort.',
      won: 'Gewonnen: Parkplatz {{space}} gehört dir.',
      won_waitlist: 'Nachgerückt: Parkplatz {{space}} gehört dir.',
      already_booked: 'Du hattest an diesem Tag schon einen Parkplatz.',
      cancelled: 'Du hast den gewonnenen Parkplatz storniert.',
      released: 'Der gewonnene Parkplatz wurde freigegeben.',
      withdrawn: 'Anfrage zurückgezogen.',
    },
    notifications: {
      DeskDeletedNotification: {
        subject: 'Parkplatz {{desk}} außer Betrieb',
        text: 'Der Parkplatz {{desk}} ist außer Betrieb; deine Buchung am {{when}} ist damit storniert.',
      },
      LotteryWonNotification: {
        subject: 'Verlosung gewonnen: Parkplatz {{desk}}',
        text: 'Du hast in der Verlosung den Parkplatz {{desk}} ({{place}}) bekommen: {{when}}.',
      },
      LotteryLostNotification: {
        subject: 'Verlosung: diesmal kein Parkplatz',
        text: 'Für {{when}} gab es mehr Anfragen als freie Parkplätze. Du stehst auf Platz {{position}} der Warteliste; wird ein Parkplatz frei, bekommst du ihn sofort. Beim nächsten Mal sind deine Chancen höher.',
        text_offer:
          'Für {{when}} gab es mehr Anfragen als freie Parkplätze. Du stehst auf Platz {{position}} der Warteliste; wird ein Parkplatz frei, wird er dir {{minutes}} Minuten lang angeboten. Beim nächsten Mal sind deine Chancen höher.',
      },
      WaitlistOfferNotification: {
        subject: 'Angebot: Parkplatz {{desk}} ist frei geworden',
        text: 'Ein Parkplatz ist frei geworden: {{desk}} ({{place}}) ist bis {{deadline}} Uhr für dich reserviert: {{when}}. Nimm ihn unter „Nachrichten“ an oder lehne ab – sonst geht er an die nächste Person auf der Warteliste.',
      },
      WaitlistOfferExpiredNotification: {
        subject: 'Angebot abgelaufen: Parkplatz {{desk}}',
        text: 'Das Angebot für den Parkplatz {{desk}} ({{place}}) am {{when}} ist um {{deadline}} Uhr abgelaufen; er geht an die nächste Person auf der Warteliste.',
      },
      WaitlistPromotedNotification: {
        subject: 'Nachgerückt: Parkplatz {{desk}}',
        text: 'Ein Parkplatz ist frei geworden: {{desk}} ({{place}}) gehört dir: {{when}}.',
      },
    },
  },
};

export const deParkingLotteryValidation = {
  parking_draw_ahead: 'Für diesen Tag werden die Parkplätze verlost: Stelle bis zum Anfrageschluss eine Anfrage.',
};
