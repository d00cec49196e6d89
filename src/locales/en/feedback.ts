/** Texts of the settings card "Feedback". */
export const enFeedback = {
  feedback: {
    title: 'Feedback',
    intro: 'What do you like, what is missing? Your message goes to the admins of your group.',
    label: 'Your message',
    counter: '{{count}} of {{max}} characters',
    send: 'Send feedback',
    sent: 'Thank you! Your feedback has reached the admins.',
  },
};
