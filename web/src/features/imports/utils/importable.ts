import { managedPrograms, openPrograms, type Program } from '@/features/programs';

/**
 * The open programs the viewer may import fathers into: every one for a director, those he
 * manages for a staff member (the server refuses anyone else with 403).
 */
export function importablePrograms(programs: readonly Program[] | undefined, viewer: { userId: string; director: boolean }): Program[] {
  const open = openPrograms(programs);
  if (viewer.director) return open;
  return managedPrograms(open, viewer.userId);
}

/** Whether the viewer may import fathers at all: a director, or the manager of an open program. */
export function canImportFathers(programs: readonly Program[] | undefined, viewer: { userId: string; staff: boolean; director: boolean }): boolean {
  return viewer.director || (viewer.staff && importablePrograms(programs, viewer).length > 0);
}
