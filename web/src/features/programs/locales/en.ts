// The programs' strings in English: the directors' page (`page`, `form`, `staff`), and the program
// select of the new-father and new-group forms (`select`) and the fathers list's and calendar's
// filter (`filter`); es.ts says each in Spanish.
// lib/i18n/locales/{en,es}-app.ts collect them with the areas' strings.
const en = {
  programs: {
    page: {
      title: 'Programs',
      description: 'The grants the organisation runs at once. Every group belongs to one program; a father is enrolled in one or more.',
      new: 'New program',
      empty: 'No programs yet.',
      loadFailed: 'The programs could not be loaded.',
      code: 'Code {{code}}',
      confidential: 'Confidential',
      archived: 'Archived',
      groups_one: '{{count}} group',
      groups_other: '{{count}} groups',
      noStaff: 'No staff named yet.',
      staffLabel: 'Staff of {{name}}',
      edit: 'Edit',
      editStaff: 'Staff',
      archive: 'Archive',
      unarchive: 'Bring back',
    },
    form: {
      newTitle: 'New program',
      editTitle: 'Edit {{name}}',
      name: 'Name',
      code: 'Code',
      codeHint: 'Short and unique: letters, digits and “-”, up to 20. Reports and imports name the program by it.',
      codeInvalid: 'A code is 1 to 20 letters, digits or “-”.',
      confidential: 'Confidential',
      confidentialHint:
        'Staff who do not work in a confidential program cannot see it: not its groups, not its enrolments, not even that a father is in it. For example, a program for fathers who used violence.',
      create: 'Create program',
      save: 'Save changes',
    },
    archiveDialog: {
      title: 'Archive {{name}}?',
      body: 'An archived program takes no new groups or enrolments. Its groups and fathers’ records stay, and you can bring it back later.',
      confirm: 'Archive',
    },
    staff: {
      title: 'Staff of {{name}}',
      description: 'Choose who works in this program. A manager sees every father and group of the program, runs its groups’ cycles, sessions and attendance, and reads its report. Staff see the fathers and groups they work with.',
      works: 'Works in {{name}}',
      role: 'Role of {{name}}',
      noAccounts: 'No staff accounts yet.',
      loadFailed: 'The staff accounts could not be loaded.',
      save: 'Save staff',
    },
    role: {
      manager: 'Manager',
      staff: 'Staff',
    },
    select: {
      label: 'Program',
      hint: 'The program the record belongs to.',
      choose: 'Choose a program',
    },
    filter: {
      label: 'Program',
      all: 'All programs',
      archived: '{{name}} (archived)',
      unknown: 'Unknown program',
    },
    toasts: {
      created: 'Program created',
      saved: 'Program saved',
      archived: 'Program archived',
      unarchived: 'Program brought back',
      staffSaved: 'Staff saved',
    },
  },
};

export default en;
