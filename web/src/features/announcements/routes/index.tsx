export { AnnouncementsRoute } from './AnnouncementsRoute';
