import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAMS_KEY } from './keys';
import type { Program } from './types';

/** The programs the caller works in (directors: every one), by name, archived last (staff; fathers get 403). */
export function getPrograms() {
  return GET('/api/programs');
}

export const programsQuery = queryOptions({ queryKey: PROGRAMS_KEY, queryFn: getPrograms });

export function usePrograms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...programsQuery, enabled });
}

/** Those that take new groups and enrolments. */
export function openPrograms(programs: readonly Program[] | undefined): Program[] {
  return (programs ?? []).filter((program) => !program.archivedAt);
}

/**
 * The programs a new father or group is to be put in, by choice: only once there are two open
 * ones (the server then requires one); with one, the form asks nothing, as before programs.
 */
export function programChoices(programs: readonly Program[] | undefined): Program[] | null {
  const open = openPrograms(programs);
  return open.length >= 2 ? open : null;
}

/**
 * The programs a list or the calendar may be filtered by: every one the viewer knows, archived
 * ones too, once there are two (with one, the filter would change nothing, and is not shown).
 * A filter already chosen (a link's `programId`) keeps it shown, so that it can be let go.
 */
export function programFilterChoices(programs: readonly Program[] | undefined, selected?: string): readonly Program[] | null {
  if (!programs) return selected ? [] : null;
  return programs.length >= 2 || selected ? programs : null;
}

/** Those `userId` manages (his role on the program's staff is `manager`), archived ones too. */
export function managedPrograms(programs: readonly Program[] | undefined, userId: string): Program[] {
  return (programs ?? []).filter((program) => program.staff.some((member) => member.userId === userId && member.role === 'manager'));
}
