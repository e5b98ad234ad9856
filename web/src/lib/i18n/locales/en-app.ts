import accountsStrings from '@/features/accounts/locales/en';
import profileStrings from '@/features/profile/locales/en';
import fathersStrings from '@/features/fathers/locales/en';
import groupsStrings from '@/features/groups/locales/en';
import workshopsStrings from '@/features/workshops/locales/en';
import milestonesStrings from '@/features/milestones/locales/en';
import calendarStrings from '@/features/calendar/locales/en';
import announcementsStrings from '@/features/announcements/locales/en';
import messagesStrings from '@/features/messages/locales/en';
import galleryStrings from '@/features/gallery/locales/en';
import homeStrings from '@/features/home/locales/en';
import dashboardStrings from '@/features/dashboard/locales/en';
import reportsStrings from '@/features/reports/locales/en';
import caseworkStrings from '@/features/casework/locales/en';
import rsvpStrings from '@/features/rsvp/locales/en';
import formsStrings from '@/features/forms/locales/en';
import incentivesStrings from '@/features/incentives/locales/en';
import consentsStrings from '@/features/consents/locales/en';
import checkInStrings from '@/features/checkin/locales/en';
import retentionStrings from '@/features/retention/locales/en';
import textsStrings from '@/features/texts/locales/en';
import programsStrings from '@/features/programs/locales/en';
import importsStrings from '@/features/imports/locales/en';

// The signed-in pages' strings (lib/i18n loads them with the signed-in shell); en.ts has the rest.
const enApp = {
  userMenu: {
    label: 'Account menu for {{name}}',
    profile: 'Profile',
    signOut: 'Sign out',
  },
  roles: {
    director: 'Director',
    staff: 'Staff',
    father: 'Father',
  },
  activitySentences: {
    registered: '{{name}} registered',
    userCreated: 'Created new user {{name}}',
    signedIn: '{{name}} signed in',
    userUpdated: 'Updated user {{name}}',
    profileUpdated: '{{name}} updated their profile',
    userDeleted: 'Deleted user with ID: {{id}}',
    announced: 'Announced {{title}}',
    announcementUpdated: 'Updated announcement {{title}}',
    announcementDeleted: 'Deleted announcement {{title}}',
    messaged: 'Sent a message in {{conversation}}',
    messagedTo: 'Sent a message to {{name}}',
    texted: 'Texted {{father}}',
    albumCreated: 'Created album {{title}}',
    albumUpdated: 'Updated album {{title}}',
    albumDeleted: 'Deleted album {{title}}',
    photoAdded: 'Added a photo',
    photoDeleted: 'Deleted a photo',
    eventCreated: 'Created event {{title}}',
    eventUpdated: 'Updated event {{title}}',
    eventDeleted: 'Deleted event {{title}}',
    milestoneAdded: "Added milestone '{{title}}' ({{kind}}) of {{father}}",
    milestoneChanged: "Changed milestone '{{title}}' ({{kind}}) of {{father}}",
    milestoneRemoved: "Removed milestone '{{title}}' ({{kind}}) of {{father}}",
    fatherAdded: 'Added the record of {{father}}',
    fatherUpdated: 'Updated the record of {{father}}',
    fatherInvited: 'Invited {{father}} to the app',
    caseloadReassigned: "Gave {{from}}'s caseload to {{to}}",
    fatherDeleted: 'Deleted the record of {{father}}',
    fatherPhoto: 'New photo of {{father}}',
    groupCreated: 'Created group {{group}}',
    groupUpdated: 'Updated group {{group}}',
    groupDeleted: 'Deleted group {{group}}',
    joined: '{{father}} joined {{group}}',
    left: '{{father}} left {{group}}',
    cycleCreated: 'Created cycle {{cycle}} for {{group}}',
    cycleUpdated: 'Updated cycle {{cycle}}',
    cycleDeleted: 'Deleted cycle {{cycle}}',
    sessionAdded: 'Added {{session}} to {{cycle}}',
    sessionUpdated: 'Updated {{session}} of {{cycle}}',
    sessionStatus: '{{session}} of {{cycle}} is now {{status}}',
    sessionDeleted: 'Deleted {{session}} of {{cycle}}',
    sessionCompleted: 'Completed {{session}} of {{cycle}}',
    attended: '{{father}} attended {{session}}',
    missed: '{{father}} missed {{session}}',
    courseCompleted: '{{father}} completed {{cycle}}',
    contacted: 'Logged a contact with {{father}}',
    referred: 'Referred {{father}} ({{type}})',
    fatherAnonymised: "Anonymised a former participant's record",
    formPublished: 'Published {{form}}, version {{version}}',
    formSubmitted: 'Filled in {{form}} for {{father}}',
    submissionAmended: 'Amended {{form}} of {{father}}',
    viewedSensitive: 'Read the sensitive answers of {{father}} on {{form}}',
    viewedSensitiveExport: 'Read the sensitive answers of {{father}} in his data export',
    status: {
      scheduled: 'scheduled',
      completed: 'completed',
      cancelled: 'cancelled',
    },
  },
  activityActions: {
    completed: 'completed',
    created: 'created',
    joined: 'joined',
    messaged: 'messaged',
    signedIn: 'signed in',
    deleted: 'deleted',
    updated: 'updated',
    attended: 'attended',
    completedCourse: 'completed course',
    missedSession: 'missed session',
    announced: 'announced',
    contacted: 'contacted',
    referred: 'referred',
    texted: 'texted',
    viewedSensitive: 'viewed sensitive answers',
  },
  ...accountsStrings,
  ...profileStrings,
  program: {
    staffNames: {
      others_one: '{{count}} other staff member',
      others_other: '{{count}} other staff members',
      list: '{{names}}, {{others}}',
    },
    notRunning: 'Only the group’s facilitators or a director can change this.',
    fatherStatus: {
      referred: 'Referred',
      enrolled: 'Enrolled',
      completed: 'Completed',
      exited: 'Exited',
    },
    fatherType: {
      biological: 'Biological father',
      step: 'Stepfather',
      expectant: 'Expectant father',
      fatherFigure: 'Father figure',
    },
    setting: {
      community: 'Community',
      incarcerated: 'Incarcerated',
    },
    sessionStatus: {
      scheduled: 'Scheduled',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    attendance: {
      present: 'Present',
      late: 'Late',
      excused: 'Excused',
      absent: 'Absent',
      makeup: 'Make-up',
    },
    attendanceShort: {
      present: 'P',
      late: 'L',
      excused: 'E',
      absent: 'A',
      makeup: 'M',
    },
    /** A completed course's milestone, as the server writes it (components/program/labels). */
    courseMilestone: {
      title: 'Completed {{course}}',
      note_one: 'Attended {{attended}} of {{count}} sessions.',
      note_other: 'Attended {{attended}} of {{count}} sessions.',
    },
    milestoneKind: {
      completedCourse: 'Completed course',
      employment: 'Employment',
      reunification: 'Reunification',
      childSupportCurrent: 'Child support current',
    },
    weekdays: {
      '1': 'Monday',
      '2': 'Tuesday',
      '3': 'Wednesday',
      '4': 'Thursday',
      '5': 'Friday',
      '6': 'Saturday',
      '7': 'Sunday',
    },
    notMarked: 'Not marked',
    atRisk: 'At risk',
    completedCourse: 'Completed course',
    photoOf: 'Photo of {{name}}',
    atRiskList: {
      title: 'Fathers at risk',
      inARow_one: '{{count}} absence in a row',
      inARow_other: '{{count}} absences in a row',
      unreachable: 'Unreachable: three contacts in a row without reaching him',
      rateLine: '{{rate}} ({{attended}} of {{countable}})',
      lastAttended: 'Last attended: {{date}}',
    },
    contactMethod: {
      call: 'Call',
      text: 'Text message',
      email: 'Email',
      visit: 'Visit',
      meeting: 'Meeting',
      other: 'Other',
    },
    contactOutcome: {
      reached: 'Reached',
      noAnswer: 'No answer',
      leftMessage: 'Left a message',
      wrongNumber: 'Wrong number',
    },
    referralType: {
      employment: 'Employment',
      education: 'Education',
      legal: 'Legal aid',
      childSupport: 'Child support',
      housing: 'Housing',
      health: 'Health',
      mentalHealth: 'Mental health',
      substanceUse: 'Substance use',
      domesticViolence: 'Domestic violence',
      other: 'Other',
    },
    referralStatus: {
      made: 'Made',
      accepted: 'Accepted',
      inProgress: 'In progress',
      completed: 'Completed',
      declined: 'Declined',
      noShow: 'No-show',
    },
  },
  ...fathersStrings,
  ...groupsStrings,
  ...workshopsStrings,
  ...milestonesStrings,
  ...calendarStrings,
  ...announcementsStrings,
  ...messagesStrings,
  ...galleryStrings,
  ...homeStrings,
  ...dashboardStrings,
  ...reportsStrings,
  ...caseworkStrings,
  ...rsvpStrings,
  ...incentivesStrings,
  ...formsStrings,
  ...consentsStrings,
  ...checkInStrings,
  ...retentionStrings,
  ...textsStrings,
  ...programsStrings,
  ...importsStrings,
};

export default enApp;
