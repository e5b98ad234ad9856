// What other areas may use of programs: the programs the viewer knows (a father's enrolments,
// the program of a new father or group), which take new records, and the select that picks one.
export { openPrograms, programChoices, usePrograms } from './api/get-programs';
export type { Program } from './api/types';
export { ProgramSelectField } from './components/ProgramSelectField';
