export { CalendarRoute } from './CalendarRoute';
export { EventEditRoute } from './EventEditRoute';
export { EventNewRoute } from './EventNewRoute';
export { EventRoute } from './EventRoute';
