// The case-management pages’ strings in English (follow-ups, referrals); es.ts says each in
// Spanish. lib/i18n/locales/{en,es}-app.ts collects them with the other areas' into one chunk per language.
const en = {
  casework: {
    followUps: {
      title: 'Follow-ups',
      description: 'Fathers you said you would get back to, earliest due first.',
      tabs: {
        overdue: 'Overdue',
        today: 'Today',
        week: 'This week',
      },
      overdueTab: 'Overdue ({{n}})',
      todayTab: 'Today ({{n}})',
      weekTab: 'This week ({{n}})',
      empty: {
        overdue: 'Nothing overdue. Well done.',
        today: 'No follow-ups due today.',
        week: 'No follow-ups due in the next seven days.',
      },
      loadFailed: 'The follow-ups could not be loaded.',
      dueOn: 'Due {{date}}',
      overdueOn: 'Overdue: due {{date}}',
      contactLine: '{{method}} · {{outcome}} · {{date}}',
      loggedBy: 'Logged by {{name}}',
      noteHidden: 'Note not shown: it is sensitive.',
      done: 'Done',
      doneLabel: 'Done: follow-up with {{name}}',
      doneToast: 'Follow-up with {{name}} marked done.',
      firstOnly: 'The {{count}} earliest are shown; mark some done to see the rest.',
    },
    referrals: {
      title: 'Referrals',
      description: 'Fathers referred to partner services, open ones first.',
      status: 'Status',
      type: 'Type',
      allStatuses: 'All statuses',
      allTypes: 'All types',
      empty: 'No referrals yet. Refer a father from his record.',
      noMatch: 'No referrals match these filters.',
      loadFailed: 'The referrals could not be loaded.',
      typeAndPartner: '{{type}} · {{partner}}',
      madeOn: 'Made {{date}}',
      lastStep: 'Last step: {{status}}, {{date}}',
      lastStepBy: 'Last step: {{status}}, {{date}}, by {{name}}',
      changeStatus: 'Change status',
      changeStatusLabel: 'Change status of the {{type}} referral for {{name}}',
      statusChanged: 'Referral for {{name}}: {{status}}.',
    },
  },
};

export default en;
