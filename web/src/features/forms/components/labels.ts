import type { FormField, Translated } from '../api/types';

/**
 * A form's text in the reader's language: Spanish where it is written, English otherwise. The
 * document leaves each language optional (a director may send English alone), hence the blanks.
 */
export function inLanguage(text: Translated | undefined, language: string): string {
  const es = text?.es?.trim() ?? '';
  return language.startsWith('es') && es ? es : (text?.en ?? '');
}

export interface SectionOfForm {
  key: string;
  title: string;
  fields: FormField[];
}

/** The questions under each section, in the form's order; a section named by no `sections` entry is shown as written. */
export function sectionsOf(
  form: { fields?: FormField[]; sections?: { key: string; label?: Translated }[] },
  language: string,
): SectionOfForm[] {
  const sections: SectionOfForm[] = [];
  for (const field of form.fields ?? []) {
    const key = field.section ?? '';
    let section = sections.find((s) => s.key === key);
    if (!section) {
      const named = (form.sections ?? []).find((s) => s.key === key);
      section = { key, title: named ? inLanguage(named.label, language) : key, fields: [] };
      sections.push(section);
    }
    section.fields.push(field);
  }
  return sections;
}
