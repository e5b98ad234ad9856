// The user administration pages’ strings (users, clean-up) in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  users: {
    title: 'Users',
    description: 'Accounts of fathers and program staff.',
    tabs: {
      accounts: 'Accounts',
      activity: 'Recent activity',
      toLink: 'Accounts to link',
    },
    search: 'Search users',
    searchPlaceholder: 'Name or email',
    create: 'Create user',
    empty: 'No users yet.',
    noMatch: 'No users match “{{q}}”.',
    actions: 'Actions',
    edit: 'Edit',
    editLabel: 'Edit {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete {{name}}',
    you: 'you',
    loadFailed: 'The users could not be loaded.',
    form: {
      createTitle: 'Create user',
      editTitle: 'Edit user',
      createSubmit: 'Create user',
      editSubmit: 'Save changes',
      createHint: 'The new user receives an email with a link to choose a password.',
      roleDescription:
        'Directors manage accounts and the whole program. Staff work with the fathers of the groups they facilitate and of their caseload. Fathers see their own record.',
    },
    deleteDialog: {
      title: 'Delete user',
      body: 'Delete {{name}} ({{email}})? The account can no longer sign in. Father records are kept. This cannot be undone.',
      confirm: 'Delete user',
    },
    toasts: {
      created: 'User created',
      updated: 'User updated',
      deleted: 'User deleted',
    },
    activity: {
      empty: 'No activity yet.',
      loadMore: 'Load more',
      loadFailed: 'The activity could not be loaded.',
      by: 'by {{name}}',
    },
    toLink: {
      description:
        'Fathers’ accounts not linked to a record yet: they registered themselves, or scanned a check-in code before being linked. Link each to his record, so that he sees his own progress and can check in.',
      empty: 'No accounts are waiting to be linked.',
      list: 'Accounts waiting to be linked',
      registered: 'Registered {{date}}',
      likely: 'Records likely to be {{name}}',
      noLikely: 'No record has his e-mail or his name. Link him from his record: Edit, then Linked account.',
      sameEmail: 'Same e-mail',
      link: 'Link',
      linkLabel: 'Link {{account}} to the record of {{father}}',
      linked: 'Account linked to the record of {{father}}',
      loadFailed: 'The accounts to link could not be loaded.',
      dialog: {
        title: 'Link the account',
        body: 'Link the account of {{account}} ({{email}}) to the record of {{father}}? He then signs in to that record: his progress, his groups and his check-ins.',
        confirm: 'Link',
      },
    },
  },
  cleanup: {
    title: 'Clean up users',
    description:
      'Accounts that never signed in. Removing an account deletes the login only; father records, attendance and milestones are kept.',
    days: 'Created more than',
    daysOption_one: '{{count}} day ago',
    daysOption_other: '{{count}} days ago',
    selectAll: 'Select all',
    select: 'Select {{name}}',
    selected: '{{count}} selected',
    remove: 'Remove selected',
    empty: 'No accounts to clean up.',
    loadFailed: 'The accounts could not be loaded.',
    confirm: {
      title: 'Remove accounts',
      body_one: 'Remove {{count}} account that never signed in? It can no longer sign in. This cannot be undone.',
      body_other: 'Remove {{count}} accounts that never signed in? They can no longer sign in. This cannot be undone.',
      submit: 'Remove',
    },
    removed_one: 'Removed {{count}} account',
    removed_other: 'Removed {{count}} accounts',
  },
};

export default en;
