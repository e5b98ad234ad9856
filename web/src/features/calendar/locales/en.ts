// The calendar’s strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  calendar: {
    title: 'Calendar',
    description: 'Workshop sessions and program events of every group.',
    myDescription: 'Your group’s sessions and the program’s events.',
    new: 'New event',
    loadFailed: 'The calendar could not be loaded.',
    legend: 'Legend',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    /** The calendar's views, a group of buttons. */
    views: 'View',
    today: 'Today',
    month: 'Month',
    week: 'Week',
    list: 'List',
    empty: 'Nothing planned for these days.',
    allDay: 'All day',
    cancelled: 'Cancelled',
    /** A session that has ended, as staff see it on the calendar. */
    attendance: {
      label: 'Attendance',
      came_one: '{{count}} came',
      came_other: '{{count}} came',
      cameOf_zero: 'None of the {{marked}} came',
      cameOf_one: '{{count}} of {{marked}} came',
      cameOf_other: '{{count}} of {{marked}} came',
      checkedIn_one: '({{count}} checked in)',
      checkedIn_other: '({{count}} checked in)',
      notTaken: 'Attendance not taken',
      loadFailed: 'Attendance at past sessions could not be loaded.',
    },
    kind: {
      session: 'Session',
      event: 'Event',
    },
    event: {
      about: 'Event',
      when: 'When',
      where: 'Where',
      edit: 'Edit',
      delete: 'Delete',
      notFound: 'This event does not exist, or it is not for you.',
      loadFailed: 'The event could not be loaded.',
      addedBy: 'Added by {{name}} on {{date}}',
    },
    form: {
      createTitle: 'New event',
      createDescription: 'It shows in the calendar of everyone, or of the fathers of one group.',
      editTitle: 'Edit event',
      createSubmit: 'Create event',
      editSubmit: 'Save changes',
      allDay: 'All day',
      start: 'Start',
      end: 'End',
      audienceHint: 'Who sees this event.',
      timeZone: 'Times are in your time zone ({{zone}}).',
      endBeforeStart: 'The end must not be before the start.',
      groupsFailed: 'The groups could not be loaded.',
    },
    deleteDialog: {
      title: 'Delete event',
      body: 'Delete “{{title}}”? It disappears from everyone’s calendar. This cannot be undone.',
      confirm: 'Delete event',
    },
    toasts: {
      created: 'Event created',
      updated: 'Event updated',
      deleted: 'Event deleted',
    },
  },
};

export default en;
