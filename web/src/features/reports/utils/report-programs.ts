import { managedPrograms, programFilterChoices, type Program } from '@/features/programs';

/**
 * The programs the funder report may be narrowed to, or null when there is no choice to offer:
 * a director, every program once there are two (“All programs” is the organisation); a staff
 * member, those he manages (“All programs” is his own scope). A program already chosen (a link's
 * `programId`) keeps the choice shown, so that it can be let go.
 */
export function reportProgramChoices(
  programs: readonly Program[] | undefined,
  viewer: { userId: string; director: boolean },
  selected?: string,
): readonly Program[] | null {
  if (viewer.director) return programFilterChoices(programs, selected);
  if (!programs) return selected ? [] : null;
  const managed = managedPrograms(programs, viewer.userId);
  return managed.length > 0 || selected ? managed : null;
}
