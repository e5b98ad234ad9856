// What the imports feature sends and reads: the server's OpenAPI document's
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

/** An import as kept for its undo: its program, its counts, who made it and when. */
export type Import = Schemas['Import'];
export type ImportCounts = Schemas['ImportCounts'];
export type ImportAction = Schemas['ImportAction'];
/** A dry run: every row of the file with what importing it would do. */
export type ImportPreview = Schemas['ImportPreview'];
export type ImportRow = Schemas['ImportRow'];
export type RowError = Schemas['RowError'];
/** An undone import: how many records went, how many were put back, and those left as they are. */
export type UndoneImport = Schemas['UndoneImport'];
export type LeftAlone = Schemas['LeftAlone'];

/** A field a column may fill (the server's `ImportField`). */
export type ImportField = Schemas['ImportField'];

/**
 * Every field, in the server's order, for the mapping's choices: the document gives their
 * names as a type only, so they are listed here, and the type check below fails when the
 * server adds one that is not.
 */
export const IMPORT_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredLanguage',
  'dateOfBirth',
  'address',
  'fatherType',
  'setting',
  'referralSource',
  'status',
  'enrollmentDate',
  'exitDate',
  'exitReason',
  'notes',
] as const satisfies readonly ImportField[];

type Unlisted = Exclude<ImportField, (typeof IMPORT_FIELDS)[number]>;
/** True only while no field of the document is missing from IMPORT_FIELDS. */
export const EVERY_FIELD_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

/** Which field each column of the file's header fills; null: the column is ignored. */
export type ColumnMapping = Record<string, ImportField | null>;

/** What a dry run and an import send: the file, its mapping, and the program (when there is a choice). */
export interface ImportUpload {
  file: File;
  mapping: ColumnMapping;
  programId?: string;
}
