// The dashboard’s strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  dashboard: {
    title: 'Dashboard',
    description: 'How the program is doing, who needs a call, and what is next.',
    myDescription: 'Your attendance, your milestones and your next sessions.',
    loadFailed: 'The dashboard could not be loaded.',
    report: 'Funder report',
    counts: {
      title: 'Program in numbers',
      fathers: 'Fathers',
      enrolled: 'Enrolled',
      groups: 'Groups',
      activeCycles: 'Cycles running',
      sessionsThisWeek: 'Sessions this week',
    },
    weeks: {
      title: 'Attendance by week',
      overall: 'Last 12 weeks: {{rate}} of the sessions that counted were attended.',
      noneHeld: 'No sessions were held in the last 12 weeks.',
      showTable: 'Show as table',
      caption: 'Attendance rate by week, last 12 weeks',
      week: 'Week of',
      weekOf: 'Week of {{date}}',
      held: 'Sessions held',
      attended: 'Attended',
      counted: 'Counted',
      rate: 'Rate',
      rateLine: '{{rate}} ({{attended}} of {{countable}})',
      nothingCounted: 'No session counted',
      sessions_one: '{{count}} session held',
      sessions_other: '{{count}} sessions held',
    },
    atRisk: {
      title: 'Fathers at risk',
      hint: 'Two or more absences in a row, or under 50% attendance, in cycles running now; or three contacts in a row without reaching him.',
      none: 'No father is at risk right now.',
    },
    upcoming: {
      title: 'Upcoming',
      none: 'Nothing scheduled.',
      cancelled: 'Cancelled',
      kind: {
        session: 'Session',
        event: 'Event',
      },
    },
    activity: {
      title: 'Recent activity',
      none: 'No activity yet.',
      by: 'by {{name}}',
    },
    mine: {
      attendance: 'My attendance',
      rate: 'Attendance rate',
      sessionsAttended: '{{attended}} of {{countable}} sessions',
      hours: 'Hours attended',
      inARow: 'Absences in a row',
      lastAttended: 'Last attended',
      atRiskHint: 'You have missed some sessions lately. Your facilitator is there to help you catch up.',
      next: 'My next sessions',
      papers: 'My papers',
      papersHint: 'Print them for family court or a child-support agency.',
      letter: 'Attendance letter',
      certificate: 'Certificate: {{title}}',
      milestones: 'My milestones',
      allMilestones: 'All my milestones',
      noMilestones: 'No milestones yet.',
    },
  },
};

export default en;
