// The milestones pages’ strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  milestones: {
    title: 'Milestones',
    description: 'What the program’s fathers have achieved.',
    myTitle: 'My milestones',
    myDescription: 'What you have achieved in the program.',
    fatherTitle: 'Milestones of {{name}}',
    add: 'Add milestone',
    viewRecord: 'Father’s record',
    empty: 'No milestones yet.',
    myEmpty: 'No milestones yet. Completing a workshop cycle earns your first one.',
    loadFailed: 'The milestones could not be loaded.',
    forbidden: 'You can see only your own milestones.',
    fatherNotFound: 'This father record does not exist.',
    edit: 'Edit',
    editLabel: 'Edit {{title}} of {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete {{title}} of {{name}}',
    form: {
      createTitle: 'Add milestone',
      editTitle: 'Edit milestone',
      createSubmit: 'Add milestone',
      editSubmit: 'Save changes',
      fatherPlaceholder: 'Search by name, email or phone',
      noFatherMatch: 'No father matches.',
      otherKind: 'Other…',
      customKind: 'Custom kind',
    },
    deleteDialog: {
      title: 'Delete milestone',
      body: 'Delete “{{title}}” of {{name}}? This cannot be undone.',
      confirm: 'Delete milestone',
    },
    toasts: {
      created: 'Milestone added',
      updated: 'Milestone updated',
      deleted: 'Milestone deleted',
    },
  },
};

export default en;
