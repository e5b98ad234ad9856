// A session's page, where attendance is taken: what a coordinator opens most, on a phone. The
// cycle's page and the forms that create and edit cycles and sessions are their own chunk
// (./planning): this one does not download the form library.
export { SessionRoute } from './SessionRoute';
export { SessionByIdRoute } from './SessionByIdRoute';
