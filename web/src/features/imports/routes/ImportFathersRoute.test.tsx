import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { makeFather, makeProgram } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { Import, ImportPreview, ImportRow, UndoneImport } from '../api/types';

// A staff member who manages one of two open programs: no program to choose, his is sent.
const manager = makeUser({ id: 'm1', displayName: 'Marco Manager', isAdmin: true, staffRole: 'staff' });
const safeDads = makeProgram({ id: 'p2', name: 'Safe Dads', code: 'SAFE', staff: [{ userId: 'm1', displayName: 'Marco Manager', role: 'manager' }] });
const fatherhood = makeProgram({ id: 'p1', name: 'Fatherhood Matters', code: 'FM' });

function csv(name: string, text: string) {
  return new File([text], name, { type: 'text/csv' });
}

function row(line: number, overrides: Partial<ImportRow> = {}): ImportRow {
  return { line, action: 'create', fatherId: null, errors: [], duplicateOf: [], values: { firstName: `Dad${line}`, lastName: 'Test' }, ...overrides };
}

function previewOf(rows: ImportRow[]): ImportPreview {
  const count = (action: ImportRow['action']) => rows.filter((r) => r.action === action).length;
  return { rows, counts: { create: count('create'), update: count('update'), skip: count('skip'), error: count('error') } };
}

const imported: Import = { id: 'i1', programId: 'p2', counts: { create: 2, update: 0, skip: 0, error: 0 }, createdAt: '2026-11-30T10:00:00Z', createdBy: 'm1', undoneAt: null };

/** What a call to POST /api/imports/fathers sent: its query and its form. */
function sentOf(call: { url: string; init?: RequestInit }) {
  const form = call.init?.body as FormData;
  const url = new URL(call.url, 'http://localhost');
  return {
    dryRun: url.searchParams.get('dryRun'),
    programId: url.searchParams.get('programId'),
    mapping: JSON.parse(String(form.get('mapping'))) as unknown,
    fileName: (form.get('file') as File).name,
  };
}

function importsServer(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(manager)),
    'GET /api/programs': () => json([fatherhood, safeDads]),
    'GET /api/imports': () => json([]),
    ...handlers,
  });
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(await screen.findByLabelText('CSV file'), file);
}

function columnSelect(column: string) {
  return screen.getByRole('combobox', { name: `Column “${column}”` });
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  localStorage.clear();
});

describe('importing fathers', () => {
  it('guesses each column’s field from its header, refuses a field chosen twice, and remembers the mapping for the next file', { timeout: 30_000 }, async () => {
    const { calls } = importsServer({ 'POST /api/imports/fathers': () => json(previewOf([row(2)])) });
    const user = userEvent.setup();
    const first = renderApp('/fathers/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import fathers' })).toBeInTheDocument();

    // Semicolons, a byte-order mark, English and Spanish names.
    await chooseFile(user, csv('dads.csv', '\uFEFFNombre;Last name;E-mail;Teléfono;DOB;ID;Favourite colour\nAna;Ruiz;a@x.org;5550100;1990-01-02;;blue\n'));
    expect(await screen.findByText('dads.csv: 7 columns')).toBeInTheDocument();
    expect(columnSelect('Nombre')).toHaveValue('firstName');
    expect(columnSelect('Last name')).toHaveValue('lastName');
    expect(columnSelect('E-mail')).toHaveValue('email');
    expect(columnSelect('Teléfono')).toHaveValue('phone');
    expect(columnSelect('DOB')).toHaveValue('dateOfBirth');
    expect(columnSelect('ID')).toHaveValue('id');
    expect(columnSelect('Favourite colour')).toHaveValue('');
    expect(screen.getByText(/a row whose id or e-mail is already a father’s record updates that record/)).toBeInTheDocument();
    // One program to import into: nothing to choose.
    expect(screen.queryByRole('combobox', { name: /^Program/ })).not.toBeInTheDocument();

    // Two columns for one field: said on the second, nothing sent.
    await user.selectOptions(columnSelect('Favourite colour'), 'Email');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Another column fills this field already: choose one.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/imports/fathers')).toHaveLength(0);

    await user.selectOptions(columnSelect('Favourite colour'), 'Notes');
    await user.selectOptions(columnSelect('ID'), 'Ignore');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('To add: 1 · To update: 0 · Unchanged: 0 · With errors: 0');
    const posts = calls.filter((call) => call.path === '/api/imports/fathers');
    expect(posts.map(sentOf)).toEqual([
      {
        dryRun: 'true',
        programId: 'p2',
        fileName: 'dads.csv',
        mapping: { Nombre: 'firstName', 'Last name': 'lastName', 'E-mail': 'email', Teléfono: 'phone', DOB: 'dateOfBirth', ID: null, 'Favourite colour': 'notes' },
      },
    ]);
    first.unmount();

    // Next visit, another file with some of the same columns: they map themselves as last time.
    renderApp('/fathers/import');
    await chooseFile(user, csv('more.csv', 'Favourite colour,ID,First name,Date of birth\nred,,Ben,1980-03-04\n'));
    await screen.findByText('more.csv: 4 columns');
    expect(columnSelect('Favourite colour')).toHaveValue('notes');
    expect(columnSelect('ID')).toHaveValue('');
    expect(columnSelect('First name')).toHaveValue('firstName');
    expect(columnSelect('Date of birth')).toHaveValue('dateOfBirth');
  });

  it('previews every row with its errors by key and a possible duplicate, and keeps Import disabled until a corrected file is chosen', { timeout: 30_000 }, async () => {
    const withErrors = previewOf([
      row(2),
      row(3, {
        action: 'error',
        values: { firstName: 'Bad', lastName: 'Email', email: 'nope' },
        errors: [
          { field: 'email', key: 'emailInvalid', params: {}, message: 'Please enter a valid email address.' },
          { field: 'row', key: 'someNewerKey', params: {}, message: 'A sentence the app does not know.' },
        ],
      }),
      row(4, { values: { firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '1985-05-06', phone: '5550199' }, duplicateOf: ['f1'] }),
    ]);
    const fixed = previewOf([row(2), row(3, { values: { firstName: 'Bad', lastName: 'Email', email: 'bad@example.com' } }), row(4)]);
    const { calls } = importsServer({
      'POST /api/imports/fathers': () => json(calls.filter((call) => call.path === '/api/imports/fathers').length === 1 ? withErrors : fixed),
      'GET /api/fathers/f1': () => json(makeFather({ id: 'f1', firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '1985-05-06', phone: '+15555550100' })),
    });
    const user = userEvent.setup();
    renderApp('/fathers/import');
    await chooseFile(user, csv('dads.csv', 'First name,Last name,Email,DOB,Phone\n'));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('To add: 2 · To update: 0 · Unchanged: 0 · With errors: 1')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Rows of the file' }));
    const bad = within(table.getByRole('row', { name: /^3 / }));
    expect(bad.getByText('Error')).toBeInTheDocument();
    expect(bad.getByText('Bad Email')).toBeInTheDocument();
    expect(bad.getByText('Email: Please enter a valid email address.')).toBeInTheDocument();
    expect(bad.getByText('A sentence the app does not know.')).toBeInTheDocument();
    const duplicate = within(table.getByRole('row', { name: /^4 / }));
    expect(duplicate.getByText('Possible duplicate')).toBeInTheDocument();

    const importButton = screen.getByRole('button', { name: 'Import 2 fathers' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(/1 row has errors\. Fix the file and choose it again/);

    // Only the rows with errors.
    await user.click(screen.getByRole('switch', { name: 'Only rows with errors' }));
    expect(within(screen.getByRole('table', { name: 'Rows of the file' })).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Only rows with errors' }));

    // The duplicate beside the record it looks like.
    await user.click(within(screen.getByRole('table', { name: 'Rows of the file' })).getByRole('button', { name: 'Compare line 4 with the existing record' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Line 4 and an existing record' }));
    const birth = within(await dialog.findByRole('row', { name: /Date of birth/ }));
    expect(birth.getAllByText('1985-05-06')).toHaveLength(2);
    expect(within(dialog.getByRole('row', { name: /Phone/ })).getByText('+15555550100')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Open Sam Rivera’s record' })).toHaveAttribute('href', '/fathers/f1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The corrected file keeps the mapping chosen.
    await user.selectOptions(columnSelect('Phone'), 'Ignore');
    await chooseFile(user, csv('dads-fixed.csv', 'First name,Last name,Email,DOB,Phone\n'));
    await screen.findByText('dads-fixed.csv: 5 columns');
    expect(columnSelect('Phone')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Import 3 fathers' })).toBeEnabled();
    const posts = calls.filter((call) => call.path === '/api/imports/fathers').map(sentOf);
    expect(posts.map((sent) => [sent.fileName, (sent.mapping as Record<string, unknown>).Phone])).toEqual([
      ['dads.csv', 'phone'],
      ['dads-fixed.csv', null],
    ]);
  });

  it('imports, then undoes the import after asking, saying what it deleted and listing the records it left alone', { timeout: 30_000 }, async () => {
    let imports: Import[] = [];
    const undone: UndoneImport = { ...imported, undoneAt: '2026-11-30T10:05:00Z', deleted: 1, restored: 0, leftAlone: [{ line: 3, fatherId: 'f9' }] };
    const { calls } = importsServer({
      'GET /api/imports': () => json(imports),
      'POST /api/imports/fathers': (_init, url) => {
        if (new URL(url, 'http://localhost').searchParams.get('dryRun') === 'true') return json(previewOf([row(2), row(3)]));
        imports = [imported];
        return json(imported, 201);
      },
      'POST /api/imports/i1/undo': () => {
        imports = [{ ...imported, undoneAt: undone.undoneAt }];
        return json(undone);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/import');
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    await chooseFile(user, csv('dads.csv', 'First name,Last name\nA,B\nC,D\n'));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 fathers' }));

    expect(await screen.findByText('Imported: 2 added, 0 updated, 0 unchanged.')).toBeInTheDocument();
    expect(await screen.findByText('2 fathers imported')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === '/api/imports/fathers').map(sentOf);
    expect(sent.map((s) => s.dryRun)).toEqual(['true', null]);
    // The recent imports are read again, and list this one with its Undo.
    const recent = within(await screen.findByRole('list', { name: 'Recent imports' }));
    expect(await recent.findByText('2 added, 0 updated, 0 unchanged')).toBeInTheDocument();

    const outcome = screen.getByText('Imported: 2 added, 0 updated, 0 unchanged.').closest<HTMLElement>('[role="status"]');
    await user.click(within(outcome ?? document.body).getByRole('button', { name: 'Undo this import' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Undo this import?' }));
    await user.click(confirm.getByRole('button', { name: 'Undo import' }));

    expect(await screen.findByText('Import undone: 1 deleted, 0 restored.')).toBeInTheDocument();
    expect(screen.getByText('1 record was left as it is, because it changed after the import:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Line 3: open the record' })).toHaveAttribute('href', '/fathers/f9');
    expect(calls.filter((call) => call.path === '/api/imports/i1/undo')).toHaveLength(1);
    expect(await recent.findByText(/^Undone /)).toBeInTheDocument();
    expect(recent.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
  });

  it('is offered on the fathers list to a director and to a program’s manager, not to other staff', { timeout: 30_000 }, async () => {
    const director = makeUser({ id: 'd1', displayName: 'Dana Director', isAdmin: true, staffRole: 'director' });
    const staff = makeUser({ id: 's1', displayName: 'Sol Staff', isAdmin: true, staffRole: 'staff' });
    for (const [user, offered] of [
      [director, true],
      [manager, true],
      [staff, false],
    ] as const) {
      resetSessionForTests();
      mockApi({
        'POST /api/auth/refresh': () => json(authAnswer(user)),
        'GET /api/users': () => json([director, manager, staff]),
        'GET /api/staff': () => json(staffOf([director, manager, staff])),
        'GET /api/programs': () => json([fatherhood, { ...safeDads, staff: [...safeDads.staff, { userId: 's1', displayName: 'Sol Staff', role: 'staff' as const }] }]),
        'GET /api/groups': () => json([]),
        'GET /api/fathers': () => json([makeFather()]),
      });
      const view = renderApp('/fathers');
      expect((await screen.findAllByRole('link', { name: 'Sam Rivera' })).length).toBeGreaterThan(0);
      // The programs are read with the list; the link follows them.
      await waitFor(() => expect(Boolean(screen.queryByRole('link', { name: 'Import fathers' }))).toBe(offered));
      if (offered) expect(screen.getByRole('link', { name: 'Import fathers' })).toHaveAttribute('href', '/fathers/import');
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
