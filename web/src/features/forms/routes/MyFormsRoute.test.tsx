import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeForm, makeSubmission } from '@/testing/forms';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';

/** The fathering survey, before and after, as a father fills it in himself. */
const survey = makeForm({
  id: 'survey',
  familyId: 'survey',
  name: { en: 'Fathering survey', es: 'Encuesta sobre la paternidad' },
  kind: 'assessment',
  selfService: true,
  sections: [{ key: 'child', label: { en: 'You and your child', es: 'Usted y su hijo' } }],
  fields: [
    { key: 'close', section: 'child', label: { en: 'I feel close to my child.', es: 'Me siento cerca de mi hijo.' }, type: 'scale', min: 1, max: 5, required: true },
    { key: 'note', section: 'child', label: { en: 'Anything to add?', es: '¿Algo que agregar?' }, type: 'text', max: 100 },
  ],
  scoring: { subscales: [] },
  flags: [],
});

function fatherApi(language: 'en' | 'es', extra: Record<string, Handler> = {}) {
  const sam = makeUser({ id: 'u1', firstName: 'Sam', preferredLanguage: language });
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(sam)),
    'GET /api/me/forms': () => json([survey]),
    'GET /api/me/submissions': () => json([]),
    'GET /api/forms/survey': () => json(survey),
    'GET /api/me/father': () => json(makeFather({ id: 'f1', userId: 'u1' })),
    ...extra,
  });
}

beforeEach(() => resetSessionForTests());
afterEach(async () => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  await i18n.changeLanguage('en');
});

describe('a father’s own surveys', () => {
  it('lets a Spanish-speaking father fill in a survey himself, in Spanish, before his course', async () => {
    const posted: unknown[] = [];
    fatherApi('es', {
      'POST /api/fathers/f1/submissions': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json(makeSubmission({ formId: 'survey' }), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/my-forms');
    expect(await screen.findByRole('heading', { name: 'Mis encuestas' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Encuesta sobre la paternidad' }));

    const form = within(await screen.findByRole('form', { name: 'Encuesta sobre la paternidad' }));
    expect(form.getByRole('heading', { name: 'Usted y su hijo' })).toBeInTheDocument();
    // He answers for himself: nothing to mark declined.
    expect(form.queryByRole('checkbox', { name: 'Prefirió no responder' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Guardar respuestas' }));
    expect(form.getByText('Elige antes o después.')).toBeInTheDocument();
    expect(form.getByText('Responde esta pregunta, por favor.')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Antes (inicial)' }));
    await user.click(within(form.getByRole('radiogroup', { name: /Me siento cerca de mi hijo/ })).getByRole('radio', { name: '5' }));
    await user.type(form.getByRole('textbox', { name: '¿Algo que agregar?' }), 'Gracias');
    await user.click(form.getByRole('button', { name: 'Guardar respuestas' }));
    expect(await screen.findByText('Respuestas guardadas.')).toBeInTheDocument();
    expect(posted).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), formId: 'survey', phase: 'pre', answers: { close: 5, note: 'Gracias' }, declined: [] }]);
    expect(await screen.findByRole('heading', { name: 'Mis encuestas' })).toBeInTheDocument();
  });

  it('says when there is nothing to fill in, and shows what he answered', async () => {
    fatherApi('en', {
      'GET /api/me/forms': () => json([]),
      'GET /api/me/submissions': () => json([makeSubmission({ formId: 'survey', formName: survey.name, scores: {}, flags: [] })]),
    });
    renderApp('/my-forms');
    expect(await screen.findByText('No surveys for you right now.')).toBeInTheDocument();
    const done = within(await screen.findByRole('list', { name: 'What you answered' }));
    expect(done.getByText('Fathering survey')).toBeInTheDocument();
  });
});
