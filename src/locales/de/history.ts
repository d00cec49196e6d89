/** Texts of /history ('Nachrichten') and of the bottom bar's unread badge. */
export const deHistory = {
  history: {
    list: 'Deine Nachrichten',
    loading: 'Nachrichten werden geladen …',
    failed: 'Die Nachrichten konnten nicht geladen werden.',
    empty: 'Noch keine Nachrichten. Hier erscheint alles, was Deskfair dir mitteilt: Buchungen, Einladungen, Anfragen.',
    unread: 'Neu',
    unread_label: 'Ungelesen',
    load_more: 'Ältere laden',
    loading_more: 'Ältere werden geladen …',
    end: 'Das sind alle Nachrichten.',
    mark_all: 'Alle als gelesen markieren',
    all_read: 'Alle Nachrichten sind gelesen.',
    open: 'Öffnen',
    tab_unread: '{{label}}, {{count}} ungelesen',
    link: {
      accept: 'Annehmen',
      decline: 'Ablehnen',
      accept_label: 'Anfrage von {{name}} annehmen',
      decline_label: 'Anfrage von {{name}} ablehnen',
      accepted: 'In deinem Team',
      accepted_now: '{{name}} ist jetzt in deinem Team.',
      declined: 'Anfrage abgelehnt',
      declined_now: 'Anfrage von {{name}} abgelehnt.',
      failed: 'Das hat nicht geklappt. Bitte noch einmal versuchen.',
    },
  },
};
