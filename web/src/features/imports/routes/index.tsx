// The import page: one chunk (imports), loaded when a director or a manager opens it.
export { ImportFathersRoute } from './ImportFathersRoute';
