// The check-in page’s strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  checkIn: {
    title: 'Check in',
    description: 'At the session, scan the code the facilitator shows with your phone’s camera, or type its 6 digits here.',
    code: 'Check-in code',
    codeHint: 'The 6 digits under the QR code',
    submit: 'Check in',
    invalid: 'Type the 6 digits of the code.',
    checking: 'Checking you in…',
    present: 'You’re checked in',
    late: 'You’re checked in — marked late',
    lateHint: 'You arrived more than 10 minutes after the start. It still counts as attended.',
    forSession: 'Session: {{title}}',
    openSession: 'Open the session',
    home: 'Back to home',
    failed: 'You are not checked in',
  },
};

export default en;
