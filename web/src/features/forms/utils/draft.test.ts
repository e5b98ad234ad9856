import { describe, expect, it } from 'vitest';
import { makeForm } from '@/testing/forms';
import { draftOf, emptyDraft, localErrors, move, newField, placeErrors, removeField, renameSection, slotOf, toInput } from './draft';

describe('a form’s draft', () => {
  it('sends back what it was read from, unchanged', () => {
    const form = makeForm({
      scoring: {
        subscales: [
          { key: 'wellbeing', label: { en: 'Wellbeing', es: 'Bienestar' }, fields: ['mood', 'hours'], method: 'mean', reverse: ['mood'], correct: {} },
          { key: 'quiz', label: { en: 'Quiz', es: '' }, fields: ['safe', 'work'], method: 'percent-correct', reverse: [], correct: { safe: true, work: 'full' } },
        ],
      },
      flags: [
        { key: 'unsafe', label: { en: 'Feels unsafe', es: 'No se siente seguro' }, alert: true, referral: 'domestic-violence', when: [{ field: 'safe', in: [false] }] },
      ],
      protocol: { en: 'Call the supervisor.', es: 'Llame a la supervisora.' },
    });
    const input = toInput(draftOf(form));
    expect(input.name).toEqual(form.name);
    expect(input.sections).toEqual(form.sections);
    expect(input.fields?.map((field) => field.key)).toEqual(['mood', 'safe', 'work', 'hours']);
    expect(input.fields?.[0]).toEqual({ ...form.fields?.[0], options: [], sensitive: false });
    expect(input.fields?.[2].options).toEqual(form.fields?.[2].options);
    expect(input.scoring).toEqual(form.scoring);
    expect(input.flags).toEqual(form.flags);
    expect(input.protocol).toEqual(form.protocol);
  });

  it('keeps what refers to a question when its key is renamed or it moves, and drops it with the question', () => {
    const draft = draftOf(makeForm());
    const mood = draft.fields[0];
    const renamed = { ...draft, fields: move(draft.fields.map((f) => (f.id === mood.id ? { ...f, key: 'feeling' } : f)), 0, 3) };
    expect(toInput(renamed).scoring?.subscales?.[0].fields).toEqual(['feeling']);
    expect(toInput(renamed).fields?.map((field) => field.key)).toEqual(['safe', 'work', 'hours', 'feeling']);

    const safe = draft.fields[1];
    const without = toInput(removeField(draft, safe.id));
    expect(without.fields?.map((field) => field.key)).toEqual(['mood', 'work', 'hours']);
    expect(without.flags?.[0].when).toEqual([]);
  });

  it('sends options only for a choice and bounds only for a number, a scale or a text', () => {
    const field = { ...newField(''), key: 'q', label: { en: 'Q', es: '' }, min: '1', max: '5' };
    const draft = { ...emptyDraft(), fields: [{ ...field, type: 'yesno' as const, options: [{ id: 'o', value: 'x', label: { en: 'X', es: '' } }] }] };
    expect(toInput(draft).fields?.[0]).toMatchObject({ options: [], min: null, max: null });
    const scale = { ...draft, fields: [{ ...draft.fields[0], type: 'scale' as const }] };
    expect(toInput(scale).fields?.[0]).toMatchObject({ options: [], min: 1, max: 5 });
  });

  it('never sends a screening as filled in by the father himself', () => {
    expect(toInput({ ...emptyDraft(), kind: 'screening', selfService: true }).selfService).toBe(false);
  });

  it('moves a section’s questions with its key', () => {
    const draft = draftOf(makeForm());
    const renamed = renameSection(draft, draft.sections[0].id, 'house');
    expect(toInput(renamed).fields?.map((field) => field.section)).toEqual(['house', 'house', 'work', 'work']);
  });

  it('shows each of the server’s messages at its input, and the rest apart', () => {
    const draft = draftOf(makeForm());
    expect(slotOf('scoring.subscales[0].fields[1]')).toBe('scoring.subscales[0].fields');
    expect(slotOf('flags[0].when[0].in[2]')).toBe('flags[0].when[0].in');
    expect(slotOf('name')).toBe('name.en');
    const placed = placeErrors(draft, {
      'fields[2].key': 'Taken.',
      'fields[2].options[1].value': 'Twice.',
      'flags[0].when[0].in[0]': 'Not an answer.',
      'scoring.subscales[0].fields[0]': 'Not a number.',
      'scoring.subscales[0].fields[1]': 'No such question.',
      'fields[9].key': 'Gone.',
      something: 'Else.',
    });
    expect(placed.at).toEqual({
      'fields[2].key': 'Taken.',
      'fields[2].options[1].value': 'Twice.',
      'flags[0].when[0].in': 'Not an answer.',
      'scoring.subscales[0].fields': 'Not a number. No such question.',
    });
    expect(placed.elsewhere).toEqual(['Gone.', 'Else.']);
  });

  it('asks for numbers where bounds are typed', () => {
    const draft = { ...emptyDraft(), fields: [{ ...newField(''), type: 'number' as const, min: 'ten', max: '2,5' }] };
    expect(localErrors(draft, 'Enter a number.')).toEqual({ 'fields[0].min': 'Enter a number.' });
    expect(toInput(draft).fields?.[0]).toMatchObject({ min: null, max: 2.5 });
  });
});
