// What other areas may use of programs: the programs the viewer knows (a father's enrolments,
// the program of a new father or group), which take new records, the select that picks one, and
// the filter by program of the fathers list, the calendar, the dashboard and the funder report, and
// the programs a staff member manages.
export { managedPrograms, openPrograms, programChoices, programFilterChoices, usePrograms } from './api/get-programs';
export type { Program } from './api/types';
export { ProgramSelectField } from './components/ProgramSelectField';
export { ProgramFilterSelect } from './components/ProgramFilterSelect';
