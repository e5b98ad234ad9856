// The directors' programs page: one chunk (programs), loaded when a director opens it.
export { ProgramsRoute } from './ProgramsRoute';
