import type { FormDefinition, Submission } from '@/features/forms/api/types';

// Forms and submissions as the API sends them, for tests; overrides pick what a test is about.

/** A published check-in with a section of each kind of question, a subscale and an alerting flag. */
export function makeForm(overrides: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'form1',
    familyId: 'form1',
    name: { en: 'Monthly check-in', es: 'Revisión mensual' },
    kind: 'survey',
    version: 1,
    status: 'published',
    selfService: false,
    protocol: { en: '', es: '' },
    sections: [
      { key: 'home', label: { en: 'At home', es: 'En casa' } },
      { key: 'work', label: { en: 'At work', es: 'En el trabajo' } },
    ],
    fields: [
      { key: 'mood', section: 'home', label: { en: 'How are things at home?', es: '¿Cómo van las cosas en casa?' }, type: 'scale', min: 1, max: 5, required: true },
      { key: 'safe', section: 'home', label: { en: 'Do you feel safe?', es: '¿Se siente seguro?' }, type: 'yesno', sensitive: true },
      {
        key: 'work',
        section: 'work',
        label: { en: 'Are you working?', es: '¿Trabaja?' },
        type: 'choice',
        options: [
          { value: 'full', label: { en: 'Full time', es: 'Tiempo completo' } },
          { value: 'none', label: { en: 'Not working', es: 'No trabaja' } },
        ],
        required: true,
      },
      { key: 'hours', section: 'work', label: { en: 'Hours last week', es: 'Horas la semana pasada' }, type: 'number', min: 0, max: 100 },
    ],
    scoring: { subscales: [{ key: 'wellbeing', label: { en: 'Wellbeing', es: 'Bienestar' }, fields: ['mood'], method: 'mean' }] },
    flags: [{ key: 'unsafe', label: { en: 'Feels unsafe', es: 'No se siente seguro' }, alert: true, when: [{ field: 'safe', in: [false] }] }],
    createdAt: '2026-03-01T15:00:00.000Z',
    publishedAt: '2026-03-01T15:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

export function makeSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 's1',
    formId: 'form1',
    formFamilyId: 'form1',
    formName: { en: 'Monthly check-in', es: 'Revisión mensual' },
    formKind: 'survey',
    version: 1,
    fatherId: 'f1',
    phase: null,
    answers: { mood: 4, safe: false, work: 'full' },
    declined: ['hours'],
    scores: { wellbeing: 4 },
    flags: ['unsafe'],
    submittedAt: '2026-03-04T16:00:00.000Z',
    submittedBy: 'st1',
    submittedByName: 'Luis Staff',
    amendments: [],
    original: { mood: 4, safe: false, work: 'full' },
    originalDeclined: ['hours'],
    redacted: [],
    ...overrides,
  };
}
