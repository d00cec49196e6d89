/** Texts of the calendar feed (its event titles, said by the server) and the settings card "Kalender-Links". */
export const deCalendarFeed = {
  calendar_feed: {
    calendar_name: 'Deskfair',
    summary: {
      desk: 'Schreibtisch {{label}}',
      desk_slot: 'Schreibtisch {{label}} ({{slot}})',
      room: 'Konferenzraum {{label}}',
      parking: 'Parkplatz {{label}}',
      requested: '{{summary}} (angefragt)',
    },
    card: {
      title: 'Kalender-Links',
      intro:
        'Ein persönlicher, geheimer Link zeigt alle deine Buchungen in Outlook, Google Kalender oder Apple Kalender – Schreibtische, Räume, Ressourcen und angenommene Einladungen.',
      none: 'Du hast noch keinen Kalender-Link.',
      active_since: 'Dein Kalender-Link ist aktiv seit {{date}}.',
      hidden_url: 'Den Link selbst zeigen wir nur einmal, direkt nach dem Erstellen. Hast du ihn nicht mehr, erneuere ihn.',
      create: 'Kalender-Link erstellen',
      renew: 'Link erneuern',
      renew_hint: 'Beim Erneuern hört der alte Link sofort auf zu funktionieren.',
      remove: 'Link abschalten',
      removed: 'Der Kalender-Link ist abgeschaltet.',
      created: 'Neuer Kalender-Link erstellt.',
      show_once: 'Aus Sicherheitsgründen zeigen wir den Link nur jetzt – kopiere ihn.',
      url_label: 'Dein Kalender-Link',
      copy: 'Link kopieren',
      copied: 'Link kopiert.',
      copy_failed: 'Kopieren ging nicht – bitte den Link markieren und selbst kopieren.',
      add_to: 'Hinzufügen zu',
      google: 'Google Kalender',
      outlook: 'Outlook',
      apple: 'Apple Kalender',
      failed: 'Das hat nicht geklappt. Bitte noch einmal versuchen.',
    },
  },
};
