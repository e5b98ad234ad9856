// The profile page’s strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  profile: {
    title: 'Profile',
    description: 'Your names, your language and your password.',
    details: 'Your details',
    languageHint: 'The app is shown in this language.',
    save: 'Save',
    saved: 'Profile saved',
    password: {
      title: 'Change password',
      description: 'Other devices where you are signed in will be signed out.',
      submit: 'Change password',
      changed: 'Password changed',
    },
    signOut: {
      title: 'Sign out',
      description: 'Sign out of Fatherhood Matters on this device.',
      submit: 'Sign out',
    },
    notifications: {
      title: 'Notifications',
      description: 'New messages and announcements on this phone or computer, even when the app is closed.',
      label: 'Notifications on this device',
      hint: 'Only this browser on this device; turn it on again on your other devices.',
      unsupported: 'This browser cannot show notifications. On an iPhone, add the app to the Home Screen first.',
      blocked: 'Notifications are blocked for this site. Allow them in the browser’s site settings, then come back.',
      enabled: 'Notifications are on for this device',
      disabled: 'Notifications are off for this device',
      failed: 'The notification setting could not be changed.',
    },
    feed: {
      title: 'Calendar feed',
      description: 'Your sessions and the program’s events in the calendar app of your phone or computer, kept up to date.',
      url: 'Your private calendar link',
      urlHint: 'Anyone with this link can see your calendar: keep it to yourself.',
      copy: 'Copy',
      copied: 'Copied',
      copyManually: 'Select the link and copy it.',
      reset: 'Reset link',
      loadFailed: 'The calendar link could not be loaded.',
      howTo: 'How to subscribe',
      google: 'Google Calendar: Other calendars → From URL, then paste the link.',
      apple: 'Apple Calendar: File → New Calendar Subscription, then paste the link.',
      outlook: 'Outlook: Add calendar → Subscribe from web, then paste the link.',
      resetDialog: {
        title: 'Reset the calendar link',
        body: 'The current link stops working at once, and calendars subscribed with it stop updating. Subscribe again with the new link.',
        confirm: 'Reset link',
      },
      resetDone: 'Calendar link reset',
    },
  },
};

export default en;
