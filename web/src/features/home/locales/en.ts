// The home page’s strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  home: {
    greeting: 'Welcome, {{name}}!',
    intro: 'This is your Fatherhood Matters home: what is next, what is new and where to go.',
    loadFailed: 'Your home page could not be loaded.',
    quickLinks: 'Quick links',
    next: {
      title: 'Next up',
      empty: 'Nothing scheduled.',
      emptyHint: 'Your next session or event will show here. See what is planned in the',
      calendar: 'calendar',
      kind: {
        session: 'Session',
        event: 'Event',
      },
      cancelled: 'Cancelled',
      when: 'When',
      where: 'Where',
      for: 'For',
      openSession: 'Open session',
      openEvent: 'Open event',
      addToCalendar: 'Add to calendar',
      addToCalendarLabel: 'Add to calendar: “{{title}}”',
      /** In place of "Will you come?" once he has checked in to the session. */
      checkedIn: 'You’re checked in',
    },
    /** Staff's day at a glance (GET /api/today). */
    today: {
      title: 'Today',
      sessions: 'Today’s sessions',
      none: 'No sessions today.',
      loadFailed: 'Today’s sessions could not be loaded.',
      inProgress: 'In progress',
      answers: 'Answers',
      rsvp: {
        yes_one: '{{count}} coming',
        yes_other: '{{count}} coming',
        late_one: '{{count}} late',
        late_other: '{{count}} late',
        no_one: '{{count}} can’t come',
        no_other: '{{count}} can’t come',
        none_one: '{{count}} not answered yet',
        none_other: '{{count}} not answered yet',
      },
      attendance: 'Attendance',
      /** "4 here (2 checked in)": attended, and how many of them checked in with the code. */
      hereCheckedIn: '{{here}} ({{checkedIn}})',
      here_one: '{{count}} here',
      here_other: '{{count}} here',
      checkedIn_one: '{{count}} checked in',
      checkedIn_other: '{{count}} checked in',
      /** Marked, but not attended. */
      away_one: '{{count}} absent or excused',
      away_other: '{{count}} absent or excused',
    },
    /** `n` is the count as shown ('99+' past 99), `count` chooses the plural. */
    followUps: {
      title: 'Follow-ups',
      overdue_one: '{{n}} overdue follow-up',
      overdue_other: '{{n}} overdue follow-ups',
      today_one: '{{n}} follow-up due today',
      today_other: '{{n}} follow-ups due today',
    },
    pinned: {
      title: 'Pinned announcement',
      empty: 'No pinned announcement.',
      all: 'All announcements',
      byline: 'By {{name}} · {{date}}',
    },
    unread: {
      title: 'Unread',
      messages_one: '{{count}} unread message',
      messages_other: '{{count}} unread messages',
      announcements_one: '{{count}} unread announcement',
      announcements_other: '{{count}} unread announcements',
    },
    links: {
      report: 'Funder report',
      attendanceLetter: 'My attendance letter',
    },
  },
};

export default en;
