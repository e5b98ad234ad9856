import type {
  FieldType,
  Flag,
  FormDefinition,
  FormField,
  FormKind,
  NewFormInput,
  ScoreMethod,
  Subscale,
  Translated,
} from '../api/types';

// A form's draft as the builder edits it, and what it sends. Questions carry an id of the
// builder's own, and subscales and flags name questions by that id, so that renaming a question's
// key or moving it keeps what refers to it; the keys are put back in when the draft is sent.

export interface Label {
  en: string;
  es: string;
}

export interface DraftOption {
  id: string;
  value: string;
  label: Label;
}

export interface DraftField {
  id: string;
  key: string;
  section: string;
  label: Label;
  type: FieldType;
  /** Kept while the type changes, sent only for choice and multi. */
  options: DraftOption[];
  /** As typed: sent as numbers for number, scale and text. */
  min: string;
  max: string;
  required: boolean;
  sensitive: boolean;
}

export interface DraftSection {
  id: string;
  key: string;
  label: Label;
}

export interface DraftSubscale {
  id: string;
  key: string;
  label: Label;
  /** Question ids. */
  fields: string[];
  method: ScoreMethod;
  reverse: string[];
  /** By question id: its correct answer (percent-correct). */
  correct: Record<string, unknown>;
}

export interface DraftCondition {
  id: string;
  /** A question id, or '' before one is chosen. */
  field: string;
  values: unknown[];
}

export interface DraftFlag {
  id: string;
  key: string;
  label: Label;
  alert: boolean;
  referral: Flag['referral'];
  when: DraftCondition[];
}

export interface Draft {
  name: Label;
  kind: FormKind;
  selfService: boolean;
  protocol: Label;
  sections: DraftSection[];
  fields: DraftField[];
  subscales: DraftSubscale[];
  flags: DraftFlag[];
}

export const FIELD_TYPES = ['text', 'number', 'date', 'choice', 'multi', 'yesno', 'scale'] as const satisfies readonly FieldType[];
export const FORM_KINDS = ['intake', 'screening', 'assessment', 'survey'] as const satisfies readonly FormKind[];
export const SCORE_METHODS = ['mean', 'sum', 'percent-correct'] as const satisfies readonly ScoreMethod[];

let counter = 0;
/** An id for a row of the builder, unique in this page's life. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

function label(text: Translated | undefined | null): Label {
  return { en: text?.en ?? '', es: text?.es ?? '' };
}

export function hasOptions(type: FieldType): boolean {
  return type === 'choice' || type === 'multi';
}

export function hasBounds(type: FieldType): boolean {
  return type === 'number' || type === 'scale' || type === 'text';
}

export function emptyDraft(): Draft {
  return {
    name: { en: '', es: '' },
    kind: 'survey',
    selfService: false,
    protocol: { en: '', es: '' },
    sections: [],
    fields: [],
    subscales: [],
    flags: [],
  };
}

export function newField(section: string): DraftField {
  return {
    id: newId('field'),
    key: '',
    section,
    label: { en: '', es: '' },
    type: 'text',
    options: [],
    min: '',
    max: '',
    required: false,
    sensitive: false,
  };
}

export function newOption(): DraftOption {
  return { id: newId('option'), value: '', label: { en: '', es: '' } };
}

export function newSection(): DraftSection {
  return { id: newId('section'), key: '', label: { en: '', es: '' } };
}

export function newSubscale(): DraftSubscale {
  return { id: newId('subscale'), key: '', label: { en: '', es: '' }, fields: [], method: 'mean', reverse: [], correct: {} };
}

export function newCondition(): DraftCondition {
  return { id: newId('condition'), field: '', values: [] };
}

export function newFlag(): DraftFlag {
  return { id: newId('flag'), key: '', label: { en: '', es: '' }, alert: false, referral: null, when: [newCondition()] };
}

/** A stored form as the builder edits it. */
export function draftOf(form: FormDefinition): Draft {
  const fields: DraftField[] = (form.fields ?? []).map((field) => ({
    id: newId('field'),
    key: field.key,
    section: field.section ?? '',
    label: label(field.label),
    type: field.type,
    options: (field.options ?? []).map((option) => ({ id: newId('option'), value: option.value, label: label(option.label) })),
    min: field.min == null ? '' : String(field.min),
    max: field.max == null ? '' : String(field.max),
    required: Boolean(field.required),
    sensitive: Boolean(field.sensitive),
  }));
  // A name no question has (an older version's) is kept as it was, to be sent back as it was.
  const idOf = (key: string) => fields.find((field) => field.key === key)?.id ?? `missing:${key}`;
  return {
    name: label(form.name),
    kind: form.kind,
    selfService: form.selfService,
    protocol: label(form.protocol),
    sections: (form.sections ?? []).map((section) => ({ id: newId('section'), key: section.key, label: label(section.label) })),
    fields,
    subscales: (form.scoring?.subscales ?? []).map((subscale) => ({
      id: newId('subscale'),
      key: subscale.key,
      label: label(subscale.label),
      fields: subscale.fields.map(idOf),
      method: subscale.method,
      reverse: (subscale.reverse ?? []).map(idOf),
      correct: Object.fromEntries(Object.entries(subscale.correct ?? {}).map(([key, value]) => [idOf(key), value])),
    })),
    flags: (form.flags ?? []).map((flag) => ({
      id: newId('flag'),
      key: flag.key,
      label: label(flag.label),
      alert: Boolean(flag.alert),
      referral: flag.referral ?? null,
      when: flag.when.map((condition) => ({ id: newId('condition'), field: idOf(condition.field), values: [...condition.in] })),
    })),
  };
}

/** A bound as typed: blank is none, anything else the number it reads (NaN when it reads none). */
export function parseBound(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The key a question id stands for. */
export function keyOf(draft: Pick<Draft, 'fields'>, id: string): string {
  return draft.fields.find((field) => field.id === id)?.key ?? id.replace(/^missing:/, '');
}

function fieldOut(field: DraftField): FormField {
  const bounded = hasBounds(field.type);
  const min = bounded ? parseBound(field.min) : null;
  const max = bounded ? parseBound(field.max) : null;
  return {
    key: field.key.trim(),
    section: field.section,
    label: { ...field.label },
    type: field.type,
    options: hasOptions(field.type) ? field.options.map((option) => ({ value: option.value.trim(), label: { ...option.label } })) : [],
    min: min !== null && Number.isFinite(min) ? min : null,
    max: max !== null && Number.isFinite(max) ? max : null,
    required: field.required,
    sensitive: field.sensitive,
  };
}

function subscaleOut(draft: Draft, subscale: DraftSubscale): Subscale {
  const percent = subscale.method === 'percent-correct';
  return {
    key: subscale.key.trim(),
    label: { ...subscale.label },
    fields: subscale.fields.map((id) => keyOf(draft, id)),
    method: subscale.method,
    reverse: percent ? [] : subscale.reverse.filter((id) => subscale.fields.includes(id)).map((id) => keyOf(draft, id)),
    correct: percent
      ? Object.fromEntries(
          subscale.fields.filter((id) => subscale.correct[id] !== undefined).map((id) => [keyOf(draft, id), subscale.correct[id]]),
        )
      : {},
  };
}

function flagOut(draft: Draft, flag: DraftFlag): Flag {
  return {
    key: flag.key.trim(),
    label: { ...flag.label },
    alert: flag.alert,
    referral: flag.referral ?? null,
    when: flag.when.map((condition) => ({ field: keyOf(draft, condition.field), in: [...condition.values] })),
  };
}

/** What the draft sends: a new form's body, or a draft's changes (every part, each replacing the stored one). */
export function toInput(draft: Draft): NewFormInput {
  return {
    name: { ...draft.name },
    kind: draft.kind,
    // A father never fills a screening himself: the switch is hidden for one, and sent off.
    selfService: draft.kind !== 'screening' && draft.selfService,
    protocol: { ...draft.protocol },
    sections: draft.sections.map((section) => ({ key: section.key.trim(), label: { ...section.label } })),
    fields: draft.fields.map(fieldOut),
    scoring: { subscales: draft.subscales.map((subscale) => subscaleOut(draft, subscale)) },
    flags: draft.flags.map((flag) => flagOut(draft, flag)),
  };
}

/** The draft as FillForm shows it, unsaved: what the server would store. */
export function previewOf(draft: Draft, stored?: FormDefinition): FormDefinition {
  const input = toInput(draft);
  return {
    id: stored?.id ?? 'preview',
    familyId: stored?.familyId ?? 'preview',
    version: stored?.version ?? 1,
    status: 'draft',
    createdAt: stored?.createdAt ?? new Date(0).toISOString(),
    publishedAt: null,
    archivedAt: null,
    name: input.name,
    kind: input.kind,
    selfService: input.selfService ?? false,
    protocol: input.protocol ?? { en: '', es: '' },
    sections: input.sections ?? [],
    fields: input.fields ?? [],
    scoring: input.scoring ?? { subscales: [] },
    flags: input.flags ?? [],
  };
}

/** The list with the item at `from` moved by `by` places (kept inside the list). */
export function move<T>(list: T[], from: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, from + by));
  if (to === from) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The draft without the question `id`, and without what referred to it. */
export function removeField(draft: Draft, id: string): Draft {
  return {
    ...draft,
    fields: draft.fields.filter((field) => field.id !== id),
    subscales: draft.subscales.map((subscale) => ({
      ...subscale,
      fields: subscale.fields.filter((f) => f !== id),
      reverse: subscale.reverse.filter((f) => f !== id),
      correct: Object.fromEntries(Object.entries(subscale.correct).filter(([f]) => f !== id)),
    })),
    flags: draft.flags.map((flag) => ({ ...flag, when: flag.when.filter((condition) => condition.field !== id) })),
  };
}

/** The draft without the section `id`: its questions are left under no section. */
export function removeSection(draft: Draft, id: string): Draft {
  const key = draft.sections.find((section) => section.id === id)?.key;
  return {
    ...draft,
    sections: draft.sections.filter((section) => section.id !== id),
    fields: draft.fields.map((field) => (key !== undefined && field.section === key ? { ...field, section: '' } : field)),
  };
}

/** A section's key renamed: its questions follow it. */
export function renameSection(draft: Draft, id: string, key: string): Draft {
  const old = draft.sections.find((section) => section.id === id)?.key;
  return {
    ...draft,
    sections: draft.sections.map((section) => (section.id === id ? { ...section, key } : section)),
    fields: draft.fields.map((field) => (old !== undefined && old !== '' && field.section === old ? { ...field, section: key } : field)),
  };
}

/**
 * Where the builder shows the server's message for `path`: a subscale's `fields[1]` at its
 * questions, a condition's `in[0]` at its values; every other path at its own input.
 */
export function slotOf(path: string): string {
  return path
    .replace(/^(scoring\.subscales\[\d+\]\.(?:fields|reverse))\[\d+\]$/, '$1')
    .replace(/^(flags\[\d+\]\.when\[\d+\]\.in)\[\d+\]$/, '$1')
    .replace(/^(fields\[\d+\]\.label)$/, '$1.en')
    .replace(/^(name|protocol)$/, '$1.en');
}

/** Every place the builder shows a message at, for this draft. */
export function slotsOf(draft: Draft): Set<string> {
  const slots = new Set<string>(['name.en', 'name.es', 'kind', 'selfService', 'protocol.en', 'protocol.es', 'sections', 'fields', 'scoring.subscales', 'flags']);
  const labelled = (at: string) => {
    slots.add(`${at}.key`);
    slots.add(`${at}.label.en`);
    slots.add(`${at}.label.es`);
  };
  draft.sections.forEach((_, i) => labelled(`sections[${i}]`));
  draft.fields.forEach((field, i) => {
    const at = `fields[${i}]`;
    labelled(at);
    for (const part of ['section', 'type', 'min', 'max', 'options']) slots.add(`${at}.${part}`);
    if (hasOptions(field.type)) {
      field.options.forEach((_, j) => {
        slots.add(`${at}.options[${j}].value`);
        slots.add(`${at}.options[${j}].label.en`);
        slots.add(`${at}.options[${j}].label.es`);
      });
    }
  });
  draft.subscales.forEach((subscale, i) => {
    const at = `scoring.subscales[${i}]`;
    labelled(at);
    for (const part of ['fields', 'method', 'reverse', 'correct']) slots.add(`${at}.${part}`);
    if (subscale.method === 'percent-correct') {
      for (const id of subscale.fields) slots.add(`${at}.correct.${keyOf(draft, id)}`);
    }
  });
  draft.flags.forEach((flag, i) => {
    const at = `flags[${i}]`;
    labelled(at);
    slots.add(`${at}.when`);
    slots.add(`${at}.referral`);
    flag.when.forEach((_, j) => {
      slots.add(`${at}.when[${j}].field`);
      slots.add(`${at}.when[${j}].in`);
    });
  });
  return slots;
}

export interface PlacedErrors {
  /** By slot: the message shown at that input (several joined). */
  at: Record<string, string>;
  /** Messages no input of the draft shows, for the summary. */
  elsewhere: string[];
}

/** The server's messages by path (`fields[2].key`), each at the input that shows it. */
export function placeErrors(draft: Draft, fields: Record<string, string>): PlacedErrors {
  const slots = slotsOf(draft);
  const at: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const slot = slotOf(path);
    if (slots.has(slot)) at[slot] = at[slot] ? `${at[slot]} ${message}` : message;
    else elsewhere.push(message);
  }
  return { at, elsewhere };
}

/** The builder's own checks before sending: a bound must read as a number. */
export function localErrors(draft: Draft, notANumber: string): Record<string, string> {
  const found: Record<string, string> = {};
  draft.fields.forEach((field, i) => {
    if (!hasBounds(field.type)) return;
    for (const bound of ['min', 'max'] as const) {
      const value = parseBound(field[bound]);
      if (value !== null && !Number.isFinite(value)) found[`fields[${i}].${bound}`] = notANumber;
    }
  });
  return found;
}

/**
 * A change to the draft. `slot` is the input it came from, whose message it clears; null for a
 * change that adds, moves or removes rows, after which no message is at its place any more.
 */
export type Edit = (slot: string | null, change: (draft: Draft) => Draft) => void;

/** The list with its item at `index` changed. */
export function changeAt<T>(list: T[], index: number, change: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? change(item) : item));
}
