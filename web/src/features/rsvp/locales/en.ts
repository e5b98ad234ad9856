// RSVP's strings in English, shared by the pages that show a father's answer buttons (home, a
// session's page, an event's page) and staff's counts (a session's page, the calendar); es.ts
// says each in Spanish. lib/i18n/locales/{en,es}-app.ts collect them with the areas' strings.
const en = {
  rsvp: {
    answers: {
      yes: 'I’ll be there',
      no: 'Can’t make it',
      late: 'Running late',
    },
    question: 'Will you be there?',
    groupLabel: 'Your answer for “{{title}}”',
    reason: 'Reason (optional)',
    reasonHint: 'Staff will see it. At most {{count}} characters.',
    send: 'Send',
    startedLabel: 'Started',
    started: {
      session: 'The session has started; your answer was not sent.',
      event: 'The event has started; your answer was not sent.',
    },
    waiting: 'Waiting to send: your answer goes out when you are back online.',
    sync: {
      sent: 'Your answer for “{{title}}” was sent.',
    },
    counts: {
      label: 'Answers',
      yes_one: '{{count}} yes',
      yes_other: '{{count}} yes',
      no_one: '{{count}} can’t',
      no_other: '{{count}} can’t',
      late_one: '{{count}} late',
      late_other: '{{count}} late',
      none_one: '{{count}} no answer',
      none_other: '{{count}} no answer',
    },
    badge: {
      yes: 'said yes',
      no: 'can’t make it',
      noWithNote: 'can’t make it: {{note}}',
      late: 'running late',
      checkedIn: 'checked in',
    },
    runningLate: {
      message: '{{name}} is running late',
      open: 'Open “{{session}}”',
    },
  },
};

export default en;
