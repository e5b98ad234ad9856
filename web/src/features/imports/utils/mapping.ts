import { readUserItem, writeUserItem } from '@/lib/user-storage';
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from '../api/types';

/** A header as compared: lower case, without accents, spaces or punctuation ("Teléfono" → "telefono"). */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Names, normalised, that spreadsheets (English and Spanish) give each field's column. */
const NAMES: Record<ImportField, string[]> = {
  id: ['id', 'fatherid', 'recordid', 'identificador'],
  firstName: ['firstname', 'first', 'givenname', 'forename', 'nombre', 'nombres', 'primernombre'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'apellido', 'apellidos'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico', 'correoe'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'cellphone', 'telephone', 'tel', 'telefono', 'celular', 'movil'],
  preferredLanguage: ['preferredlanguage', 'language', 'lang', 'idioma', 'idiomapreferido', 'lengua'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born', 'fechadenacimiento', 'fechanacimiento', 'nacimiento'],
  address: ['address', 'homeaddress', 'streetaddress', 'direccion', 'domicilio'],
  fatherType: ['fathertype', 'type', 'tipo', 'tipodepadre'],
  setting: ['setting', 'entorno', 'ambito'],
  referralSource: ['referralsource', 'referral', 'referredby', 'source', 'referencia', 'fuente', 'referidopor'],
  status: ['status', 'estado', 'estatus'],
  enrollmentDate: ['enrollmentdate', 'enrolmentdate', 'enrolled', 'enrollment', 'fechadeinscripcion', 'inscripcion', 'fechadeingreso'],
  exitDate: ['exitdate', 'exited', 'fechadesalida', 'salida'],
  exitReason: ['exitreason', 'reasonforexit', 'motivodesalida', 'razondesalida'],
  notes: ['notes', 'note', 'comments', 'comment', 'notas', 'nota', 'comentarios', 'observaciones'],
};

const GUESSES = new Map(IMPORT_FIELDS.flatMap((field) => NAMES[field].map((name) => [name, field] as const)));

/** The field a column's header names, by its normalised name; null when it names none. */
export function guessField(header: string): ImportField | null {
  return GUESSES.get(normaliseHeader(header)) ?? null;
}

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && (IMPORT_FIELDS as readonly string[]).includes(value);
}

/**
 * Each column's field: the one chosen for a column of that name on this page (a corrected file
 * keeps the mapping), else the one remembered from the last import, else the guess. A field
 * already given to an earlier column is not guessed twice.
 */
export function initialMapping(headers: readonly string[], current: ColumnMapping, remembered: ColumnMapping): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<ImportField>();
  for (const header of headers) {
    let field: ImportField | null;
    if (header in current) field = current[header] ?? null;
    else if (header in remembered) field = remembered[header] ?? null;
    else {
      const guess = guessField(header);
      field = guess && !taken.has(guess) ? guess : null;
    }
    if (field) taken.add(field);
    mapping[header] = field;
  }
  return mapping;
}

const STORED = 'imports.mapping';

/** The mapping remembered on this device for the user, by column name (columns of earlier files too). */
export function rememberedMapping(userId: string): ColumnMapping {
  const stored = readUserItem<Record<string, unknown>>(userId, STORED);
  if (!stored || typeof stored !== 'object') return {};
  const mapping: ColumnMapping = {};
  for (const [column, field] of Object.entries(stored)) {
    if (field === null || isImportField(field)) mapping[column] = field;
  }
  return mapping;
}

/** Remembers `mapping` for the user's next file; the columns it does not name keep what they had. */
export function rememberMapping(userId: string, mapping: ColumnMapping) {
  writeUserItem(userId, STORED, { ...rememberedMapping(userId), ...mapping });
}
