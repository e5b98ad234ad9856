import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, json, makeUser, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeForm, makeSubmission } from '@/testing/forms';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });

/** Sam's page as `viewer` reads it, with his submissions; `extra` answers the forms and the writes. */
function pageApi(submissions = [makeSubmission()], extra: Record<string, Handler> = {}) {
  return fatherPageApi(luis, [director, luis], () => makeFather(), {
    'GET /api/fathers/f1/submissions': () => json(submissions),
    'GET /api/forms/form1': () => json(makeForm()),
    'GET /api/forms': () => json([makeForm(), makeForm({ id: 'draft', name: { en: 'Draft form', es: '' }, status: 'draft' })]),
    ...extra,
  });
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Forms' }));
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(async () => {
  vi.restoreAllMocks();
  resetSessionForTests();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('a father’s forms (staff)', () => {
  it('lists what was filled in, with its scores and flags, and its answers with their corrections on demand', async () => {
    pageApi([
      makeSubmission({
        answers: { mood: 5, safe: false, work: 'full' },
        amendments: [{ answers: { mood: 5 }, reason: 'Misheard him', at: '2026-03-05T16:00:00.000Z', by: 'st1', byName: 'Luis Staff' }],
        scores: { wellbeing: 5 },
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const forms = await section();
    const entry = within(await forms.findByRole('listitem', { name: /^Monthly check-in, Mar 4, 2026/ }));
    expect(entry.getByText(/^Filled in Mar 4, 2026 .+ by Luis Staff · corrected once$/)).toBeInTheDocument();
    expect(await entry.findByText('Wellbeing: 5.00')).toBeInTheDocument();
    expect(entry.getByText('Feels unsafe')).toBeInTheDocument();

    await user.click(entry.getByRole('button', { name: 'Show answers' }));
    expect((await entry.findByText('How are things at home?')).nextSibling).toHaveTextContent('5');
    expect(entry.getByText('Do you feel safe?').nextSibling).toHaveTextContent('No');
    expect(entry.getByText('Are you working?').nextSibling).toHaveTextContent('Full time');
    expect(entry.getByText('Hours last week').nextSibling).toHaveTextContent('Declined to answer');
    expect(entry.getByText(/^Corrected Mar 5, 2026 .+ by Luis Staff: Misheard him$/)).toBeInTheDocument();
  });

  it('says when a sensitive answer is not the reader’s to see', async () => {
    pageApi([makeSubmission({ answers: { mood: 4, safe: null, work: 'full' }, redacted: ['safe'], flags: [] })]);
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const entry = within(await (await section()).findByRole('listitem'));
    expect(entry.queryByText('Feels unsafe')).not.toBeInTheDocument();
    await user.click(entry.getByRole('button', { name: 'Show answers' }));
    expect((await entry.findByText('Do you feel safe?')).nextSibling).toHaveTextContent('Sensitive: for his case manager and directors only');
  });

  it('fills in a published form for him, question by question, a question declined', async () => {
    const posted: unknown[] = [];
    pageApi([], {
      'POST /api/fathers/f1/submissions': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json(makeSubmission(), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const forms = await section();
    expect(await forms.findByText('No forms filled in yet.')).toBeInTheDocument();
    await user.click(forms.getByRole('button', { name: 'Fill in a form' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Fill in a form' }));
    // Only what takes submissions is offered.
    const choice = await chooser.findByRole('combobox', { name: 'Form' });
    expect(within(choice).queryByRole('option', { name: 'Draft form' })).not.toBeInTheDocument();
    await user.selectOptions(choice, 'Monthly check-in');
    await user.click(chooser.getByRole('button', { name: 'Start' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Monthly check-in' }));
    expect(dialog.getByRole('heading', { name: 'At home' })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'At work' })).toBeInTheDocument();
    // Nothing required answered: each says so at its place.
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    expect(dialog.getAllByText('Answer this question, or mark it declined.')).toHaveLength(2);
    expect(posted).toEqual([]);

    await user.click(within(dialog.getByRole('radiogroup', { name: /How are things at home/ })).getByRole('radio', { name: '4' }));
    await user.click(within(dialog.getByRole('radiogroup', { name: /Do you feel safe/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog.getByRole('group', { name: 'Are you working?' })).getByRole('checkbox', { name: 'Declined to answer' }));
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Answers saved.')).toBeInTheDocument();
    expect(posted).toEqual([{ id: expect.stringMatching(UUID), formId: 'form1', phase: null, answers: { mood: 4, safe: false }, declined: ['work'] }]);
  });

  it('shows what the server refuses at its question, and sends the same filling again as the same one', async () => {
    const posted: { id: string }[] = [];
    pageApi([], {
      'POST /api/fathers/f1/submissions': (init) => {
        posted.push(JSON.parse(String(init?.body)) as { id: string });
        return apiError(400, 'invalid-argument', 'invalidForm', { hours: ['answerTooHigh', { max: '100' }] });
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const forms = await section();
    await user.click(forms.getByRole('button', { name: 'Fill in a form' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Fill in a form' }));
    await user.selectOptions(await chooser.findByRole('combobox', { name: 'Form' }), 'Monthly check-in');
    await user.click(chooser.getByRole('button', { name: 'Start' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Monthly check-in' }));
    await user.click(within(dialog.getByRole('radiogroup', { name: /How are things at home/ })).getByRole('radio', { name: '3' }));
    await user.click(within(dialog.getByRole('radiogroup', { name: /Are you working/ })).getByRole('radio', { name: 'Not working' }));
    await user.type(dialog.getByRole('textbox', { name: 'Hours last week' }), '40');
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    expect(await dialog.findByText('The answer must be at most 100.')).toBeInTheDocument();
    // Saved again (as after a dropped connection): the id made when the form opened, so the
    // server answers what the first save made rather than making a second.
    await user.click(dialog.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0].id).toMatch(UUID);
    expect(posted[1].id).toBe(posted[0].id);
  });

  it('corrects an answer in place with the reason, and the entry shows the correction', async () => {
    const amended: unknown[] = [];
    let submission = makeSubmission({ answers: { mood: 4, safe: false, work: 'full' } });
    pageApi([], {
      'GET /api/fathers/f1/submissions': () => json([submission]),
      'POST /api/submissions/s1/amendments': (init) => {
        const body = JSON.parse(String(init?.body)) as { answers: Record<string, unknown>; reason: string };
        amended.push(body);
        submission = makeSubmission({
          answers: { mood: 2, safe: false, work: 'full' },
          scores: { wellbeing: 2 },
          amendments: [{ answers: { mood: 2 }, reason: body.reason, at: '2026-03-06T16:00:00.000Z', by: 'st1', byName: 'Luis Staff' }],
        });
        return json(submission, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const entry = within(await (await section()).findByRole('listitem'));
    await user.click(entry.getByRole('button', { name: 'Show answers' }));
    await user.click(await entry.findByRole('button', { name: 'Correct the answer to: How are things at home?' }));
    await user.click(within(entry.getByRole('radiogroup', { name: /How are things at home/ })).getByRole('radio', { name: '2' }));
    await user.click(entry.getByRole('button', { name: 'Save the correction' }));
    expect(await entry.findByText('Say why the answer is corrected.')).toBeInTheDocument();
    expect(amended).toEqual([]);

    await user.type(entry.getByRole('textbox', { name: /Why it is corrected/ }), 'He meant two');
    await user.click(entry.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('Answer corrected.')).toBeInTheDocument();
    expect(amended).toEqual([{ answers: { mood: 2 }, reason: 'He meant two' }]);
    expect(await entry.findByText(/^Corrected Mar 6, 2026 .+ by Luis Staff: He meant two$/)).toBeInTheDocument();
    expect(await entry.findByText('Wellbeing: 2.00')).toBeInTheDocument();
  });
});
