// The announcements’ strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  announcements: {
    title: 'Announcements',
    description: 'News from the program, for everyone or for one group.',
    myDescription: 'News from the program and from your group.',
    loadFailed: 'The announcements could not be loaded.',
    empty: 'No announcements yet.',
    pinned: 'Pinned',
    new: 'New',
    audience: 'For {{audience}}',
    byline: 'By {{name}} · {{date}}',
    loadMore: 'Load more',
    edit: 'Edit',
    editLabel: 'Edit “{{title}}”',
    delete: 'Delete',
    deleteLabel: 'Delete “{{title}}”',
    form: {
      createTitle: 'New announcement',
      editTitle: 'Edit announcement',
      audienceHint: 'Who sees this announcement.',
      pinned: 'Pin to the top',
      pinnedHint: 'Pinned announcements stay above the others.',
      email: 'Also send by e-mail',
      emailHint: 'Everyone in the audience gets it by e-mail too.',
      text: 'Also text it',
      textHint: 'Fathers in the audience who agreed to texts get its title and a link to it by text.',
      createSubmit: 'Publish',
      editSubmit: 'Save changes',
      groupsFailed: 'The groups could not be loaded.',
    },
    deleteDialog: {
      title: 'Delete announcement',
      body: 'Delete “{{title}}”? This cannot be undone.',
      confirm: 'Delete announcement',
    },
    toasts: {
      created: 'Announcement published',
      emailed: 'Announcement published; the e-mails are on their way',
      texted: 'Announcement published; the texts are on their way',
      emailedAndTexted: 'Announcement published; the e-mails and texts are on their way',
      updated: 'Announcement updated',
      deleted: 'Announcement deleted',
    },
  },
};

export default en;
