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
