// What other areas may use of reminders: a father's preferences and his next reminder (his profile),
// and what a reminder is about (the RSVP link's page). No query library: the RSVP page is signed out.
export {
  getNextReminder,
  NEXT_REMINDER_KEY,
  remindersOf,
  updateReminders,
  type NextReminder,
  type ReminderItem,
  type ReminderPreferences,
  type UserWithReminders,
} from './api/reminders';
