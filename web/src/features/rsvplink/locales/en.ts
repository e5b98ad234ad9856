// The answer page of a reminder e-mail's links, in English; es.ts says each in Spanish. It is shown
// signed out, so lib/i18n/locales/{en,es}.ts carry these strings with the sign-in screens'.
const en = {
  rsvpLink: {
    title: 'Your answer',
    sending: 'Sending your answer…',
    thanks: 'Thank you',
    answered: {
      yes: 'Thanks — we’ve told the staff you’ll be there.',
      no: 'Thanks — we’ve told the staff you can’t make it.',
      late: 'Thanks — we’ve told the staff you’re running late.',
    },
    change: 'Changed your mind? Tap another answer in the e-mail.',
    expired: 'This link has expired',
    expiredBody: 'It has already started, so its answers are closed.',
    invalid: 'This link is not valid',
    invalidBody: 'It may have been cut short. Open it again from the e-mail, or sign in to answer in the app.',
    failed: 'Your answer could not be sent',
    openSession: 'Open the session',
    openEvent: 'Open the event',
    signIn: 'Sign in',
    home: 'Go to home',
  },
};

export default en;
