import { screen, within } from '@testing-library/react';
import { makeProgram } from './program';

// The "Program" filter (features/programs' ProgramFilterSelect) as a page shows it, for tests.

/** Two programs a staff member knows: enough for the filter to be offered. */
export const TWO_PROGRAMS = [makeProgram(), makeProgram({ id: 'p2', name: 'Young Dads', code: 'YD' })];

/** The filter, once shown. */
export function findProgramSelect() {
  return screen.findByRole('combobox', { name: 'Program' });
}

/** The filter, or null when the page does not offer it. */
export function queryProgramSelect() {
  return screen.queryByRole('combobox', { name: 'Program' });
}

/** What the filter offers, in order ("All programs" first). */
export function programOptions(select: HTMLElement): string[] {
  return within(select).getAllByRole('option').map((option) => option.textContent ?? '');
}

/** The `programId` a request asked for (null when it asked for every program). */
export function askedProgram(url: string): string | null {
  return new URL(url, 'http://localhost').searchParams.get('programId');
}
