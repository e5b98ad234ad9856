import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import type { User } from '@/lib/api/types';
import { apiError, authAnswer, json, LAYOUT_HANDLERS, makeUser, type Handler } from '@/testing/api';
import { makeForm } from '@/testing/forms';
import { renderApp } from '@/testing/render';
import type { FormDefinition, NewFormInput } from '../api/types';

const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });

/**
 * The forms as the server keeps them: every version by id, the list answering the newest of each
 * form, and the writes the builder sent. `refuse` answers a write first when it refuses it. Any
 * other request fails the test.
 */
function formsServer(
  stored: FormDefinition[],
  refuse: (method: string, path: string, body: unknown) => Response | undefined = () => undefined,
  viewer: User = director,
) {
  const forms = new Map(stored.map((form) => [form.id, form]));
  const sent: { method: string; path: string; body: unknown }[] = [];
  const body = (init: RequestInit | undefined) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : null);
  const newest = () => {
    const byFamily = new Map<string, FormDefinition>();
    for (const form of forms.values()) {
      const latest = byFamily.get(form.familyId);
      if (!latest || latest.version < form.version) byFamily.set(form.familyId, form);
    }
    return [...byFamily.values()];
  };
  const change = (id: string, changes: Partial<FormDefinition>) => {
    const changed = { ...forms.get(id)!, ...changes };
    forms.set(id, changed);
    return changed;
  };
  const handlers: Record<string, Handler> = {
    ...LAYOUT_HANDLERS,
    'POST /api/auth/refresh': () => json(authAnswer(viewer)),
    // The users page's first page, loaded for a director wherever he is.
    'GET /api/users': () => json([director]),
    'GET /api/forms': () => json(newest()),
    'POST /api/forms': (init) => {
      const created = { ...makeForm({ id: 'new1', familyId: 'new1', version: 1, status: 'draft', publishedAt: null }), ...(body(init) as Partial<FormDefinition>) };
      forms.set(created.id, created);
      return json(created, 201);
    },
  };
  const route = (method: string, path: string): Handler | undefined => {
    const found = /^\/api\/forms\/([^/]+)(\/\w+)?$/.exec(path);
    const form = found && forms.get(found[1]);
    if (!form) return undefined;
    const id = form.id;
    switch (`${method} ${found[2] ?? ''}`) {
      case 'GET ':
        return () => json(form);
      case 'GET /versions':
        return () => json([...forms.values()].filter((f) => f.familyId === form.familyId).sort((a, b) => b.version - a.version));
      case 'PATCH ':
        return (init) => json(change(id, body(init) as Partial<FormDefinition>));
      case 'POST /publish':
        return () => {
          for (const other of forms.values()) {
            if (other.familyId === form.familyId && other.status === 'published') change(other.id, { status: 'archived' });
          }
          return json(change(id, { status: 'published', publishedAt: '2026-03-10T15:00:00.000Z' }));
        };
      case 'POST /archive':
        return () => json(change(id, { status: 'archived', archivedAt: '2026-03-11T15:00:00.000Z' }));
      case 'POST /versions':
        return () => {
          const version = Math.max(...[...forms.values()].filter((f) => f.familyId === form.familyId).map((f) => f.version)) + 1;
          const next: FormDefinition = { ...form, id: `${form.familyId}-v${version}`, version, status: 'draft', publishedAt: null, archivedAt: null };
          forms.set(next.id, next);
          return json(next, 201);
        };
    }
    return undefined;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && path.startsWith('/api/forms')) sent.push({ method, path, body: body(init) });
      const refused = method !== 'GET' && path.startsWith('/api/forms') ? refuse(method, path, body(init)) : undefined;
      if (refused) return refused;
      const handler = handlers[`${method} ${path}`] ?? route(method, path);
      if (!handler) throw new Error(`Unhandled request in test: ${method} ${path}`);
      return handler(init, url);
    }),
  );
  return { forms, sent };
}

/** Puts `text` in a text box as a paste does: one change, where typing re-renders the builder and its preview at every letter. */
async function write(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

/** The fields of one part of the builder (`Question 2`, `Flag 1`), by its legend or name. */
async function part(name: string) {
  return within(await screen.findByRole('group', { name }));
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the form builder', () => {
  it('lets a director build a two-section form with a scale and a flag, fix what the server refuses in place, and publish it', { timeout: 60_000 }, async () => {
    // The key typed for the second question is not one (and a rule is broken somewhere the builder shows nothing).
    const { sent } = formsServer([], (_method, path, body) =>
      path === '/api/forms' && (body as NewFormInput).fields?.[1]?.key === 'Working Now'
        ? apiError(400, 'invalid-argument', 'invalidForm', { 'fields[1].key': 'formKeyInvalid', 'fields[7].key': 'formKeyInvalid' })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/forms');
    expect(await screen.findByText('No forms yet.')).toBeInTheDocument();
    // Beside the other directors' tools.
    expect(within(screen.getByTestId('admin-nav')).getByRole('link', { name: 'Forms' })).toHaveAttribute('href', '/forms');
    await user.click(screen.getByRole('link', { name: 'New form' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New form' })).toBeInTheDocument();

    // The form: its name in both languages, side by side, and its kind.
    const general = within(screen.getByRole('region', { name: 'The form' }));
    await write(user, general.getByRole('textbox', { name: 'Name (English)' }), 'Monthly check-in');
    await write(user, general.getByRole('textbox', { name: 'Name (Spanish)' }), 'Revisión mensual');
    await user.selectOptions(general.getByRole('combobox', { name: 'Kind' }), 'Assessment');

    // Two sections.
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    const home = await part('Section 1');
    await write(user, home.getByRole('textbox', { name: 'Key' }), 'home');
    await write(user, home.getByRole('textbox', { name: 'Heading (English)' }), 'At home');
    await write(user, home.getByRole('textbox', { name: 'Heading (Spanish)' }), 'En casa');
    const work = await part('Section 2');
    await write(user, work.getByRole('textbox', { name: 'Key' }), 'work');
    await write(user, work.getByRole('textbox', { name: 'Heading (English)' }), 'At work');
    await write(user, work.getByRole('textbox', { name: 'Heading (Spanish)' }), 'En el trabajo');

    // A scale under the first, a yes-or-no under the second.
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const mood = await part('Question 1');
    await write(user, mood.getByRole('textbox', { name: 'Key' }), 'mood');
    await user.selectOptions(mood.getByRole('combobox', { name: 'Section' }), 'At home');
    await user.selectOptions(mood.getByRole('combobox', { name: 'Type' }), 'Scale');
    expect(mood.getByRole('textbox', { name: 'Least answer' })).toHaveValue('1');
    expect(mood.getByRole('textbox', { name: 'Greatest answer' })).toHaveValue('5');
    await write(user, mood.getByRole('textbox', { name: 'Question (English)' }), 'How are things at home?');
    await write(user, mood.getByRole('textbox', { name: 'Question (Spanish)' }), '¿Cómo van las cosas en casa?');
    await user.click(mood.getByRole('checkbox', { name: 'Required' }));

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const working = await part('Question 2');
    await write(user, working.getByRole('textbox', { name: 'Key' }), 'Working Now');
    await user.selectOptions(working.getByRole('combobox', { name: 'Section' }), 'At work');
    await user.selectOptions(working.getByRole('combobox', { name: 'Type' }), 'Yes or no');
    await write(user, working.getByRole('textbox', { name: 'Question (English)' }), 'Are you working?');
    await write(user, working.getByRole('textbox', { name: 'Question (Spanish)' }), '¿Trabaja?');

    // A flag raised when he is not working, with an alert and the referral the protocol calls for.
    await user.click(screen.getByRole('button', { name: 'Add a flag' }));
    const flag = await part('Flag 1');
    await write(user, flag.getByRole('textbox', { name: 'Key' }), 'not-working');
    await write(user, flag.getByRole('textbox', { name: 'Flag (English)' }), 'Not working');
    await write(user, flag.getByRole('textbox', { name: 'Flag (Spanish)' }), 'No trabaja');
    await user.click(flag.getByRole('checkbox', { name: /^Alert/ }));
    await user.selectOptions(flag.getByRole('combobox', { name: 'Referral the protocol calls for' }), 'Employment');
    const condition = await part('Condition 1');
    await user.selectOptions(condition.getByRole('combobox', { name: 'Question' }), 'Working Now: Are you working?');
    await user.click(condition.getByRole('checkbox', { name: 'No' }));

    // The preview shows it as a phone does, unsaved, in either language.
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: 'At home' })).toBeInTheDocument();
    expect(within(preview.getByRole('radiogroup', { name: /How are things at home\?/ })).getAllByRole('radio')).toHaveLength(5);
    await user.click(preview.getByText('Español'));
    expect(await preview.findByRole('heading', { name: 'En el trabajo' })).toBeInTheDocument();
    expect(preview.getByRole('radiogroup', { name: /¿Trabaja\?/ })).toBeInTheDocument();
    // Its answers are checked as a father's would be, and nothing is sent.
    await user.click(preview.getByRole('button', { name: 'Guardar respuestas' }));
    expect(await preview.findByText('Responde esta pregunta o márcala como no respondida.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // The server refuses the second question's key: the message is under that key, and one it
    // cannot place is said above.
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await working.findByText("A key is 1 to 40 lowercase letters, digits, '-' or '_'.")).toBeInTheDocument();
    expect(working.getByRole('textbox', { name: 'Key' })).toHaveAccessibleDescription(expect.stringContaining('A key is 1 to 40') as string);
    expect(mood.queryByText(/A key is 1 to 40/)).not.toBeInTheDocument();
    const summary = within(screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Some parts need fixing')) as HTMLElement);
    expect(summary.getByText("A key is 1 to 40 lowercase letters, digits, '-' or '_'.")).toBeInTheDocument();

    await user.clear(working.getByRole('textbox', { name: 'Key' }));
    await write(user, working.getByRole('textbox', { name: 'Key' }), 'working');
    expect(working.queryByText(/A key is 1 to 40/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Draft created.')).toBeInTheDocument();
    expect(await screen.findByText('Version 1')).toBeInTheDocument();

    const created = sent.filter((s) => s.path === '/api/forms').at(-1)?.body;
    expect(created).toEqual({
      name: { en: 'Monthly check-in', es: 'Revisión mensual' },
      kind: 'assessment',
      selfService: false,
      protocol: { en: '', es: '' },
      sections: [
        { key: 'home', label: { en: 'At home', es: 'En casa' } },
        { key: 'work', label: { en: 'At work', es: 'En el trabajo' } },
      ],
      fields: [
        {
          key: 'mood',
          section: 'home',
          label: { en: 'How are things at home?', es: '¿Cómo van las cosas en casa?' },
          type: 'scale',
          options: [],
          min: 1,
          max: 5,
          required: true,
          sensitive: false,
        },
        {
          key: 'working',
          section: 'work',
          label: { en: 'Are you working?', es: '¿Trabaja?' },
          type: 'yesno',
          options: [],
          min: null,
          max: null,
          required: false,
          sensitive: false,
        },
      ],
      scoring: { subscales: [] },
      flags: [
        {
          key: 'not-working',
          label: { en: 'Not working', es: 'No trabaja' },
          alert: true,
          referral: 'employment',
          when: [{ field: 'working', in: [false] }],
        },
      ],
    });

    // Published, after being asked: it never changes again.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish version 1 of Monthly check-in?' }));
    expect(dialog.getByText(/A published version never changes again/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 1 published.')).toBeInTheDocument();
    const row = within(await screen.findByRole('listitem', { name: 'Monthly check-in' }));
    expect(await row.findByText('Published')).toBeInTheDocument();
    expect(row.getByText('Assessment')).toBeInTheDocument();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toContain('POST /api/forms/new1/publish');
  });

  it('shows where a draft breaks a rule when publishing it, at the input that breaks it', async () => {
    const draft = makeForm({ id: 'd1', familyId: 'd1', status: 'draft', publishedAt: null });
    formsServer([draft], (_method, path) =>
      path === '/api/forms/d1/publish'
        ? apiError(400, 'invalid-argument', 'invalidForm', {
            'flags[0].when[0].in[0]': 'formKeyInvalid',
            'scoring.subscales[0].fields[0]': ['formNotScorable', { key: 'mood' }],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/forms/d1/edit');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish version 1 of Monthly check-in?' }));
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    const subscale = await part('Subscale 1');
    expect(await subscale.findByText("The answers to 'mood' are not numbers.")).toBeInTheDocument();
    expect((await part('Condition 1')).getByText(/A key is 1 to 40/)).toBeInTheDocument();
  });

  it('starts a new version of a published form as a draft copied from it, and saves its changes', async () => {
    const { sent } = formsServer([makeForm()]);
    const user = userEvent.setup();
    renderApp('/forms');
    const row = within(await screen.findByRole('listitem', { name: 'Monthly check-in' }));
    expect(row.getByText('Version 1')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'New version' }));
    expect(await screen.findByText('Version 2 started as a draft.')).toBeInTheDocument();

    const mood = await part('Question 1');
    expect(mood.getByRole('textbox', { name: 'Key' })).toHaveValue('mood');
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    await user.clear(mood.getByRole('textbox', { name: 'Question (English)' }));
    await write(user, mood.getByRole('textbox', { name: 'Question (English)' }), 'How is home?');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());

    const patch = sent.find((s) => s.method === 'PATCH');
    expect(patch?.path).toBe('/api/forms/form1-v2');
    const body = patch?.body as NewFormInput;
    expect(body.fields?.[0].label).toEqual({ en: 'How is home?', es: '¿Cómo van las cosas en casa?' });
    // The rest is the copy's, unchanged.
    expect(body.flags).toEqual([{ ...makeForm().flags?.[0], referral: null }]);
    expect(body.scoring).toEqual({ subscales: [{ ...makeForm().scoring?.subscales?.[0], reverse: [], correct: {} }] });
  });

  it('archives a version after asking, and lists every version of the form', async () => {
    const first = makeForm({ status: 'archived', archivedAt: '2026-03-05T15:00:00.000Z' });
    const second = makeForm({ id: 'form1-v2', version: 2, publishedAt: '2026-03-06T15:00:00.000Z' });
    const { sent } = formsServer([first, second]);
    const user = userEvent.setup();
    renderApp('/forms');
    const row = within(await screen.findByRole('listitem', { name: 'Monthly check-in' }));
    expect(row.getByText('Version 2')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Archive' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Archive version 2 of Monthly check-in?' }));
    expect(dialog.getByText('It takes no new submissions; those already made stay.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Version 2 archived.')).toBeInTheDocument();
    expect(await row.findByText('Archived')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/forms/form1-v2/archive']);

    await user.click(row.getByRole('button', { name: 'Show versions' }));
    const versions = within(await row.findByRole('list', { name: 'Versions of Monthly check-in' }));
    const items = await versions.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2Archived/),
      expect.stringMatching(/^Version 1Archived/),
    ]);
  });

  it('shows a published version as it is filled in, never as a draft to edit', async () => {
    formsServer([makeForm()]);
    renderApp('/forms/form1/edit');
    expect(await screen.findByText(/Version 1 is no longer a draft/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByRole('heading', { name: 'At home' })).toBeInTheDocument();
  });

  it('is for directors only', async () => {
    const staff = makeUser({ id: 's1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });
    formsServer([], undefined, staff);
    renderApp('/forms');
    expect(await screen.findByText(/directors/i)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New form' })).not.toBeInTheDocument();
  });
});
