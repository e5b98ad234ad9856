export { WorkshopAttendanceRoute } from './WorkshopAttendanceRoute';
export { WorkshopCyclesRoute } from './WorkshopCyclesRoute';
export { WorkshopSessionsRoute } from './WorkshopSessionsRoute';
export { WorkshopsRoute } from './WorkshopsRoute';
