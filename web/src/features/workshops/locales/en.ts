// The workshops page’s strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  workshops: {
    title: 'Workshops',
    description: 'Workshop cycles, their sessions and the fathers’ attendance.',
    myDescription: 'Your workshop sessions and cycles.',
    newCycle: 'New cycle',
    links: {
      cycles: 'All cycles',
      sessions: 'All sessions',
      attendance: 'Attendance matrix',
    },
    thisWeek: 'This week',
    noSessionsThisWeek: 'No sessions this week.',
    sessionsFailed: 'The sessions could not be loaded.',
    sessionTitle: '{{number}}. {{title}}',
    atRisk: 'Fathers at risk',
    atRiskHint: 'Two or more absences in a row, or under 50% attendance, in cycles running now.',
    noAtRisk: 'Nobody is at risk right now.',
    atRiskFailed: 'The fathers at risk could not be loaded.',
    cycles: {
      title: 'Workshop cycles',
      empty: 'No workshop cycles yet.',
      loadFailed: 'The workshop cycles could not be loaded.',
      dates: '{{start}} – {{end}}',
      completedOf: '{{completed}} of {{total}} sessions completed',
    },
    sessions: {
      title: 'Workshop sessions',
      range: 'Period',
      from: 'From',
      to: 'To',
      badRange: 'Choose a last day on or after the first.',
      empty: 'No sessions in this period.',
    },
    matrix: {
      title: 'Session attendance',
      description: 'Every father’s attendance at every session of a cycle.',
      cycle: 'Workshop cycle',
      chooseCycle: 'Choose a cycle',
      pick: 'Choose a cycle to see its attendance.',
      tableLabel: 'Attendance in {{title}}',
      rate: 'Rate',
      inARow: 'Absences in a row',
      legend: 'Legend',
      sessions: 'Sessions',
      cell: '{{father}}, {{session}}: {{mark}}',
      unmarked: 'Not marked (counts as absent)',
      notCounted: 'Does not count (not completed, or before he joined)',
      exportCsv: 'Export CSV',
      empty: 'No fathers in this cycle’s group yet.',
      loadFailed: 'The attendance could not be loaded.',
    },
  },
};

export default en;
