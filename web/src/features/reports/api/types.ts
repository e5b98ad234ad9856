// The funder report, certificates and attendance letters as the API sends them: the server's
// OpenAPI document's shapes (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/**
 * A population's figures over the range: fathers served (unduplicated), sessions held, dosage
 * (hours attended), attended ÷ countable, newly enrolled, completed a course, exited.
 */
export type Figures = components['schemas']['ReportFigures'];
export type GroupFigures = components['schemas']['GroupFigures'];
/**
 * Who the fathers served were: by age band (on the range's last day), father type, setting and
 * language, every band listed (0 included), "unknown" for a record without the answer.
 */
export type Demographics = components['schemas']['Demographics'];
/** `timeZone`: the program's, whose days the range covers; `groups`: every group, by name. */
export type Report = components['schemas']['Report'];
/** A certificate of completion of one course (cycle); `issuedOn`: today, in the program's time zone. */
export type Certificate = components['schemas']['Certificate'];
/** `date`: the session's day in the program's time zone. */
export type LetterSession = components['schemas']['LetterSession'];
/** `sessions`: oldest first. */
export type AttendanceLetter = components['schemas']['AttendanceLetter'];
/** Incentives given in the range, voided ones excluded: how many and how much, by kind (cents). */
export type IncentiveFigures = components['schemas']['IncentiveFigures'];
