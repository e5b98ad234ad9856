// What the forms feature sends and reads: the server's OpenAPI document's
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

/** One version of a form: its questions, scoring and flags. */
export type FormDefinition = Schemas['Form'];
export type FormField = Schemas['FormField'];
export type FormKind = Schemas['FormKind'];
export type FieldType = Schemas['FieldType'];
export type Phase = Schemas['Phase'];
/** A text in English and Spanish. */
export type Translated = Schemas['Translated'];
/** A form filled in about a father, with its amendments. */
export type Submission = Schemas['Submission'];
export type NewSubmission = Schemas['NewSubmission'];
export type NewAmendment = Schemas['NewAmendment'];
/** One answer: text and dates as strings, numbers, yes/no, an option's value or several. */
export type Answer = string | number | boolean | string[];
/** A form's name, kind, protocol and definition, as a draft is created or changed with it. */
export type FormInput = Schemas['FormInput'];
export type NewFormInput = Schemas['NewFormInput'];
export type FormStatus = Schemas['FormStatus'];
export type ScoreMethod = Schemas['ScoreMethod'];
export type FormSection = Schemas['Section'];
export type FieldOption = Schemas['FieldOption'];
export type Subscale = Schemas['Subscale'];
export type Flag = Schemas['Flag'];
export type Condition = Schemas['Condition'];
