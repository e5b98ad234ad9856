import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterEntry } from '@/lib/api/program';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { resetPendingMarksForTests } from '@/lib/offline/pending-marks';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeGroup, makeRosterEntry, makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { Incentive, SessionIncentivesInput } from '../api/types';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });
const luisStaff = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });

// Attendance taken: Sam came, Luis came late, Omar was absent, Ali is not marked.
const roster: RosterEntry[] = [
  makeRosterEntry({ fatherId: 'f1', firstName: 'Sam', lastName: 'Rivera', status: 'present', markedBy: 'admin', markedAt: '2026-03-04T00:10:00Z' }),
  makeRosterEntry({ fatherId: 'f2', firstName: 'Luis', lastName: 'Garcia', status: 'late', markedBy: 'admin', markedAt: '2026-03-04T00:20:00Z' }),
  makeRosterEntry({ fatherId: 'f3', firstName: 'Omar', lastName: 'Diaz', status: 'absent', markedBy: 'admin', markedAt: '2026-03-04T00:10:00Z' }),
  makeRosterEntry({ fatherId: 'f4', firstName: 'Ali', lastName: 'Khan' }),
];

function incentiveFor(fatherId: string, body: SessionIncentivesInput): Incentive {
  return {
    id: `i-${fatherId}-${Math.random()}`,
    fatherId,
    kind: body.kind,
    amountCents: body.amountCents,
    reference: body.reference ?? '',
    reason: body.reason ?? '',
    sessionId: 's1',
    givenAt: '2026-03-04T01:40:00Z',
    givenBy: 'admin',
    givenByName: 'Ana Admin',
    confirmedDuplicate: body.allowDuplicate === true,
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  };
}

/** The session's page as `viewer` sees it; `already` had this session's incentive before. */
function sessionApi(viewer: User, { entries = roster, already = [] as string[], extra = {} as Record<string, Handler> } = {}) {
  const posted: SessionIncentivesInput[] = [];
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(viewer)),
    'GET /api/users': () => json([viewer]),
    'GET /api/sessions/s1': () => json(makeSession({ title: 'Session 2', number: 2 })),
    'GET /api/sessions/s1/attendance': () => json(entries),
    'GET /api/sessions/s1/rsvps': () => json({ counts: { yes: 0, no: 0, late: 0, none: 4 }, answers: [], noShows: [] }),
    'POST /api/sessions/s1/incentives': (init) => {
      const body = JSON.parse(String(init?.body)) as SessionIncentivesInput;
      posted.push(body);
      const duplicates = body.allowDuplicate ? [] : body.fatherIds.filter((id) => already.includes(id));
      const created = body.fatherIds.filter((id) => !duplicates.includes(id)).map((id) => incentiveFor(id, body));
      return json({ created, duplicates }, 201);
    },
    ...extra,
  });
  return { ...mock, posted };
}

/** The dialog once its form has downloaded (it is loaded when first opened) and shows its first field. */
async function formDialog(name: string) {
  const dialog = within(await screen.findByRole('dialog', { name }));
  await dialog.findByRole('combobox', {}, { timeout: 15_000 });
  return dialog;
}

function box(dialog: ReturnType<typeof within>, name: string) {
  return dialog.getByRole('checkbox', { name }) as HTMLInputElement;
}

beforeEach(() => {
  resetSessionForTests();
  resetPendingMarksForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  localStorage.clear();
});

describe('incentives on a session’s page', () => {
  it('gives the fathers who came their incentive in one form, and the next form starts from the same kind and amount', { timeout: 30_000 }, async () => {
    const { posted } = sessionApi(director);
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');

    const section = within(await screen.findByRole('region', { name: 'Incentives' }));
    expect(section.getByText('2 fathers were marked present or late.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Give incentives' }));

    const dialog = await formDialog('Give incentives: Session 2');
    // Those who came are checked; the others are listed, unchecked.
    expect(box(dialog, 'Sam Rivera · Present').checked).toBe(true);
    expect(box(dialog, 'Luis Garcia · Late').checked).toBe(true);
    expect(box(dialog, 'Omar Diaz · Absent').checked).toBe(false);
    expect(box(dialog, 'Ali Khan · not marked').checked).toBe(false);
    // Nothing remembered yet on this device.
    expect(dialog.getByLabelText(/^Kind/)).toHaveValue('');
    expect(dialog.getByLabelText(/^Amount \(USD\)/)).toHaveValue('');

    // Ali came but was not marked: he is added by hand.
    await user.click(box(dialog, 'Ali Khan · not marked'));
    await user.selectOptions(dialog.getByLabelText(/^Kind/), 'gift-card');
    await user.type(dialog.getByLabelText(/^Amount \(USD\)/), '25');
    await user.type(dialog.getByLabelText(/^Reference/), 'Batch 0412');
    await user.click(dialog.getByRole('button', { name: 'Give incentives' }));

    expect(await dialog.findByText('Given to 3 fathers.')).toBeInTheDocument();
    expect(posted).toEqual([{ kind: 'gift-card', amountCents: 2500, reference: 'Batch 0412', fatherIds: ['f1', 'f2', 'f4'] }]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next form (here or at the next session) starts from the program's usual $25 gift card;
    // those given it from this page are named so and left unchecked.
    await user.click(section.getByRole('button', { name: 'Give incentives' }));
    const again = await formDialog('Give incentives: Session 2');
    expect(again.getByLabelText(/^Kind/)).toHaveValue('gift-card');
    expect(again.getByLabelText(/^Amount \(USD\)/)).toHaveValue('25');
    expect(again.getByLabelText(/^Reference/)).toHaveValue('');
    expect(box(again, 'Sam Rivera · Present · already given').checked).toBe(false);
    expect(box(again, 'Ali Khan · not marked · already given').checked).toBe(false);
  });

  it('names the fathers who had this session’s incentive already, and gives it to them again only when asked', { timeout: 30_000 }, async () => {
    localStorage.setItem('fm-incentive-usual', JSON.stringify({ kind: 'transport', amountCents: 1550 }));
    const { posted } = sessionApi(director, { already: ['f2'] });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');

    await user.click(within(await screen.findByRole('region', { name: 'Incentives' })).getByRole('button', { name: 'Give incentives' }));
    const dialog = await formDialog('Give incentives: Session 2');
    expect(dialog.getByLabelText(/^Kind/)).toHaveValue('transport');
    expect(dialog.getByLabelText(/^Amount \(USD\)/)).toHaveValue('15.50');
    await user.click(dialog.getByRole('button', { name: 'Give incentives' }));

    expect(await dialog.findByText('Given to 1 father.')).toBeInTheDocument();
    expect(dialog.getByText('Already given this session’s incentive (Transport), so given nothing now: Luis Garcia.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Give again anyway' }));

    expect(await dialog.findByText('Given to 2 fathers.')).toBeInTheDocument();
    expect(dialog.queryByText(/Already given/)).not.toBeInTheDocument();
    expect(posted).toEqual([
      { kind: 'transport', amountCents: 1550, fatherIds: ['f1', 'f2'] },
      { kind: 'transport', amountCents: 1550, fatherIds: ['f2'], allowDuplicate: true },
    ]);
  });

  it('asks for a kind, an amount in dollars and at least one father', async () => {
    const { posted } = sessionApi(director);
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click(within(await screen.findByRole('region', { name: 'Incentives' })).getByRole('button', { name: 'Give incentives' }));
    const dialog = await formDialog('Give incentives: Session 2');
    await user.click(box(dialog, 'Sam Rivera · Present'));
    await user.click(box(dialog, 'Luis Garcia · Late'));
    await user.type(dialog.getByLabelText(/^Amount \(USD\)/), '1,000');
    await user.click(dialog.getByRole('button', { name: 'Give incentives' }));

    expect(await dialog.findByText('Choose at least one father.')).toBeInTheDocument();
    expect(dialog.getByText('Kind is required.')).toBeInTheDocument();
    expect(dialog.getByText('Enter an amount in dollars, such as 25 or 25.50.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Amount \(USD\)/));
    await user.type(dialog.getByLabelText(/^Amount \(USD\)/), '1500');
    expect(await dialog.findByText('An incentive is at most $1,000.00.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('is offered only once someone is marked present or late', async () => {
    sessionApi(director, { entries: roster.map((entry) => ({ ...entry, status: null, markedBy: null, markedAt: null })) });
    renderApp('/cycles/c1/sessions/s1');
    await screen.findByRole('radiogroup', { name: 'Sam Rivera' });
    expect(screen.queryByRole('button', { name: 'Give incentives' })).not.toBeInTheDocument();
  });

  it('is not offered to staff who do not run the group', async () => {
    sessionApi(luisStaff, { extra: { 'GET /api/groups': () => json([makeGroup({ facilitatorIds: ['st2'] })]) } });
    renderApp('/cycles/c1/sessions/s1');
    expect(await screen.findByRole('list', { name: 'Roster' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give incentives' })).not.toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    sessionApi(makeUser({ ...director, preferredLanguage: 'es' }));
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    const section = within(await screen.findByRole('region', { name: 'Incentivos' }));
    expect(section.getByText('2 padres quedaron marcados como presentes o con retraso.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Dar incentivos' }));
    const dialog = await formDialog('Dar incentivos: Session 2');
    expect(box(dialog, 'Luis Garcia · Tarde').checked).toBe(true);
    expect(dialog.getByRole('option', { name: 'Tarjeta de regalo' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Monto \(USD\)/)).toBeInTheDocument();
  });
});
