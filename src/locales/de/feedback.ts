/** Texts of the settings card "Feedback". */
export const deFeedback = {
  feedback: {
    title: 'Feedback',
    intro: 'Was gefällt dir, was fehlt? Deine Nachricht geht an die Admins deiner Gruppe.',
    label: 'Deine Nachricht',
    counter: '{{count}} von {{max}} Zeichen',
    send: 'Feedback senden',
    sent: 'Danke! Dein Feedback ist bei den Admins angekommen.',
  },
};
