// What other areas may use of the dashboard: a staff member's day (GET /api/today), which home
// shows and the follow-ups page counts its tabs from.
export { TODAY_KEY, todayQuery, useToday, type FollowUpCounts, type Today, type TodaySession } from './api/today';
