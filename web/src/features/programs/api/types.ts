// What the programs feature sends and reads: the server's OpenAPI document's
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

/** One grant's work, above its groups: its staff, and whether staff outside it may know of it. */
export type Program = Schemas['Program'];
export type ProgramStaffMember = Schemas['ProgramStaffMember'];
export type ProgramRole = Schemas['ProgramRole'];
export type NewProgramInput = Schemas['NewProgramInput'];
export type ProgramInput = Schemas['ProgramInput'];
export type ProgramStaffInput = Schemas['ProgramStaffInput'];

export const PROGRAM_ROLES = ['manager', 'staff'] as const satisfies readonly ProgramRole[];
