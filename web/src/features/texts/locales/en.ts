// The texts’ strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  texts: {
    title: 'Texts',
    description: 'Text messages with the fathers you work with. Their replies come in here: open one to answer from his page.',
    loadFailed: 'The texts could not be loaded.',
    empty: 'No texts yet. Text a father from his page.',
    fathers: 'Fathers',
    unread_one: '{{count}} unread text',
    unread_other: '{{count}} unread texts',
    section: {
      title: 'Texts',
      thread: 'Texts with {{name}}',
      loadFailed: 'His texts could not be loaded.',
      empty: 'No texts yet.',
      loadOlder: 'Load older texts',
      olderFailed: 'The older texts could not be loaded.',
    },
    /** Where a text the program sent has got to. */
    status: {
      queued: 'Waiting to send',
      sent: 'Sent',
      delivered: 'Delivered',
      undelivered: 'Not delivered',
      failed: 'Not sent',
    },
    /** Why a text did not reach him, by the server's `errorCode`. */
    why: {
      optedOut: 'his number opted out of texts (he replied STOP, or told his carrier)',
      expired: 'what it reminded him of had already started',
      noConsent: 'his consent to texts was taken back before it went',
      noPhone: 'his number could no longer take texts',
      gaveUp: 'the text service kept failing for a day',
      withdrawn: 'the announcement was deleted',
      code: 'error {{code}}',
    },
    failedBecause: '{{status}}: {{why}}',
    /** Who wrote a text the program sent, when no staff member did. */
    kind: {
      message: 'Program staff',
      reminder: 'Reminder',
      announcement: 'Announcement',
      confirmation: 'Consent confirmation',
      help: 'Answer to HELP',
      reply: 'Automatic reply',
    },
    compose: {
      label: 'Text to {{name}}',
      placeholder: 'Write a text…',
      send: 'Send text',
      characters: '{{typed}} / {{max}} characters',
      gsm7: 'Standard (GSM-7)',
      ucs2: 'Unicode (UCS-2): accents like á cost more',
      segments_one: '{{count}} segment',
      segments_other: '{{count}} segments',
      tooLong: 'A text holds at most {{max}} characters.',
      keyHint: 'Ctrl+Enter sends.',
    },
    /** Why he cannot be texted now, said beside the disabled Send. */
    blocked: {
      noConsent: 'He has not agreed to texts. Record his sms consent first.',
      toConsents: 'Go to his consents',
      noPhone: 'He has no phone number. Add one to text him.',
      invalidPhone: 'His number is not valid: texts cannot reach it. Correct it first.',
      toEdit: 'Correct his number',
      toAdd: 'Add his number',
    },
  },
};

export default en;
