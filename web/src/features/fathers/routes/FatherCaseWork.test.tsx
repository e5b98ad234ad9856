import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Father } from '@/lib/api/program';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeForm } from '@/testing/forms';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { CaseContact, Referral } from '../api/types';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });
const marta = makeUser({ id: 'st2', displayName: 'Marta Staff', isAdmin: true, staffRole: 'staff' });

function makeContact(overrides: Partial<CaseContact> = {}): CaseContact {
  return {
    id: 'k1',
    fatherId: 'f1',
    staffId: 'st1',
    staffName: 'Luis Staff',
    at: '2026-03-10T18:00:00Z',
    method: 'call',
    outcome: 'reached',
    minutes: 10,
    note: 'Talked about the next session.',
    sensitive: false,
    followUpDue: null,
    followUpDoneAt: null,
    createdAt: '2026-03-10T18:00:00Z',
    updatedAt: '2026-03-10T18:00:00Z',
    ...overrides,
  };
}

function makeReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 'r1',
    fatherId: 'f1',
    type: 'housing',
    partner: 'City Housing Office',
    status: 'made',
    note: 'Needs a place before his daughter visits.',
    madeAt: '2026-03-02T15:00:00Z',
    madeBy: 'st1',
    history: [{ status: 'made', at: '2026-03-02T15:00:00Z', by: 'st1' }],
    updatedAt: '2026-03-02T15:00:00Z',
    ...overrides,
  };
}

/** A father's record as `viewer` reads it, with his contacts and referrals; `extra` answers the writes. */
function recordApi(
  viewer: User,
  { father = makeFather(), contacts = [], referrals = [], extra = {} }: {
    father?: Father;
    contacts?: CaseContact[];
    referrals?: Referral[];
    extra?: Record<string, Handler>;
  } = {},
) {
  return fatherPageApi(viewer, [director, luis, marta], () => father, {
    'GET /api/fathers/f1/contacts': () => json(contacts),
    'GET /api/fathers/f1/referrals': () => json(referrals),
    ...extra,
  });
}

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

// The dialer and the messages app are the phone's: jsdom cannot follow tel: and sms: links.
function stayOnPage(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest('a');
  if (link && /^(tel|sms):/.test(link.getAttribute('href') ?? '')) event.preventDefault();
}

beforeEach(() => {
  resetSessionForTests();
  document.addEventListener('click', stayOnPage);
});
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('a father’s contact log (staff)', () => {
  it('logs a call from the Call link with a follow-up tomorrow, and the log shows it', { timeout: 20_000 }, async () => {
    const posted: unknown[] = [];
    let contacts: CaseContact[] = [];
    recordApi(luis, {
      extra: {
        'GET /api/fathers/f1/contacts': () => json(contacts),
        'POST /api/fathers/f1/contacts': (init) => {
          posted.push(bodyOf(init));
          contacts = [makeContact({ id: 'k9', outcome: 'left-message', minutes: 0, note: 'Left a voicemail.', followUpDue: dayjs().add(1, 'day').format('YYYY-MM-DD') })];
          return json(contacts[0], 201);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');

    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15555550100');
    expect(contact.getByRole('link', { name: 'Text' })).toHaveAttribute('href', 'sms:+15555550100');
    expect(await screen.findByText('No contacts logged yet.')).toBeInTheDocument();
    await user.click(contact.getByRole('link', { name: 'Call' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Log a contact' }));
    expect(dialog.getByRole('radio', { name: 'Call' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'Left a message' }));
    await user.click(dialog.getByRole('radio', { name: 'Tomorrow' }));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect(dialog.getByLabelText('Follow-up date')).toHaveValue(tomorrow);
    await user.type(dialog.getByLabelText('Note'), 'Left a voicemail.');
    await user.click(dialog.getByRole('button', { name: 'Save contact' }));

    expect(await screen.findByText('Contact logged')).toBeInTheDocument();
    expect(posted).toEqual([
      { method: 'call', outcome: 'left-message', minutes: 0, sensitive: false, followUpDue: tomorrow, note: 'Left a voicemail.' },
    ]);
    const log = within(await screen.findByRole('list', { name: 'Contact log' }));
    expect(await log.findByText('Left a voicemail.')).toBeInTheDocument();
    expect(log.getByText('Call · Left a message')).toBeInTheDocument();
    expect(log.getByText(`Follow-up by ${dayjs(tomorrow).format('MMM D, YYYY')}`)).toBeInTheDocument();
  });

  it('logs a visit made last week at the time it took place, and refuses a time to come', async () => {
    const posted: unknown[] = [];
    recordApi(luis, {
      extra: {
        'POST /api/fathers/f1/contacts': (init) => {
          posted.push(bodyOf(init));
          return json(makeContact({ id: 'k9', method: 'visit' }), 201);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click(await screen.findByRole('button', { name: 'Log a contact' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a contact' }));
    const when = dialog.getByLabelText(/^When/);
    // Now, to the minute, unless he says otherwise.
    const aMinuteAgo = dayjs().subtract(1, 'minute');
    expect([aMinuteAgo, dayjs()].map((at) => at.format('YYYY-MM-DDTHH:mm'))).toContain((when as HTMLInputElement).value);
    await user.click(dialog.getByRole('radio', { name: 'Visit' }));
    await user.click(dialog.getByRole('radio', { name: 'Reached' }));

    const tomorrow = dayjs().add(1, 'day').hour(10).minute(0);
    await user.clear(when);
    await user.type(when, tomorrow.format('YYYY-MM-DDTHH:mm'));
    await user.click(dialog.getByRole('button', { name: 'Save contact' }));
    expect(await dialog.findByText('A contact cannot be dated in the future.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const lastWeek = dayjs().subtract(7, 'day').hour(16).minute(30).second(0).millisecond(0);
    await user.clear(when);
    await user.type(when, lastWeek.format('YYYY-MM-DDTHH:mm'));
    await user.click(dialog.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('Contact logged')).toBeInTheDocument();
    expect(posted).toEqual([
      { at: lastWeek.toISOString(), method: 'visit', outcome: 'reached', minutes: 0, sensitive: false, followUpDue: null, note: '' },
    ]);
  });

  it('opens the contact form at once when a session\'s "did not come" list sent the coordinator', async () => {
    recordApi(luis);
    renderApp('/fathers/f1?log=call');
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a contact' }));
    expect(dialog.getByRole('radio', { name: 'Call' })).toBeChecked();
  });

  it('asks for the outcome before sending, and opens a text from the Text link', async () => {
    const { calls } = recordApi(luis);
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    await user.click(contact.getByRole('link', { name: 'Text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a contact' }));
    expect(dialog.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save contact' }));
    expect(await dialog.findByText('Outcome is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/fathers/f1/contacts')).toBe(false);
  });

  it('shows a hidden sensitive note as such, and edit and delete only on the viewer’s own contacts', async () => {
    recordApi(luis, {
      contacts: [
        makeContact({ id: 'k2', staffId: 'st2', staffName: 'Marta Staff', note: null, sensitive: true, at: '2026-03-12T18:00:00Z' }),
        makeContact(),
      ],
    });
    renderApp('/fathers/f1');
    const log = within(await screen.findByRole('list', { name: 'Contact log' }));
    const [theirs, mine] = log.getAllByRole('listitem');
    expect(within(theirs).getByText('Sensitive note — visible to its author, the case manager and directors')).toBeInTheDocument();
    expect(within(theirs).getByText('Sensitive')).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(mine).getByText('Talked about the next session.')).toBeInTheDocument();
    expect(within(mine).getByText(/by Luis Staff · 10 minutes/)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^Edit the contact of/ })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^Delete the contact of/ })).toBeInTheDocument();
  });

  it('lets a director edit and delete anyone’s contact, and shows the server’s refusal', async () => {
    recordApi(director, {
      contacts: [makeContact({ staffId: 'st2', staffName: 'Marta Staff' })],
      extra: { 'DELETE /api/contacts/k1': () => apiError(403, 'permission-denied', 'contactAuthorOnly') },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const log = within(await screen.findByRole('list', { name: 'Contact log' }));
    expect(log.getByRole('button', { name: /^Edit the contact of/ })).toBeInTheDocument();
    await user.click(log.getByRole('button', { name: /^Delete the contact of/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete contact' }));
    await user.click(dialog.getByRole('button', { name: 'Delete contact' }));
    expect(await screen.findByText('Only its author or a director can change a contact.')).toBeInTheDocument();
  });

  it('marks a follow-up done in one tap', async () => {
    let contacts = [makeContact({ followUpDue: '2026-03-13' })];
    const { calls } = recordApi(marta, {
      extra: {
        'GET /api/fathers/f1/contacts': () => json(contacts),
        'POST /api/contacts/k1/follow-up-done': () => {
          contacts = [{ ...contacts[0], followUpDoneAt: '2026-03-13T16:00:00Z' }];
          return json(contacts[0]);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const log = within(await screen.findByRole('list', { name: 'Contact log' }));
    expect(log.getByText('Follow-up by Mar 13, 2026')).toBeInTheDocument();
    await user.click(log.getByRole('button', { name: 'Mark done: follow-up by Mar 13, 2026' }));
    expect(await screen.findByText('Follow-up done')).toBeInTheDocument();
    expect(await log.findByText(/Follow-up done Mar 13, 2026/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/contacts/k1/follow-up-done')).toHaveLength(1);
    expect(log.queryByRole('button', { name: /^Mark done/ })).not.toBeInTheDocument();
  });

  it('says when he is unreachable', async () => {
    recordApi(luis, { father: makeFather({ unreachable: true }) });
    renderApp('/fathers/f1');
    expect(await screen.findByText('Unreachable — three attempts in a row without reaching him')).toBeInTheDocument();
  });
});

describe('a father’s referrals (staff)', () => {
  it('changes a status in one tap and shows the history that grew', async () => {
    const patches: unknown[] = [];
    let referral = makeReferral();
    recordApi(luis, {
      extra: {
        'GET /api/fathers/f1/referrals': () => json([referral]),
        'PATCH /api/referrals/r1': (init) => {
          patches.push(bodyOf(init));
          referral = {
            ...referral,
            status: 'accepted',
            history: [...referral.history, { status: 'accepted', at: '2026-03-05T15:00:00Z', by: 'st2' }],
          };
          return json(referral);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const list = within(await screen.findByRole('list', { name: 'Referrals' }));
    const item = within(list.getAllByRole('listitem')[0]);
    expect(item.getByText('Housing')).toBeInTheDocument();
    expect(item.getByText('City Housing Office')).toBeInTheDocument();
    expect(item.getByText('Made Mar 2, 2026')).toBeInTheDocument();
    // Only directors delete a referral.
    expect(item.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const history = within(item.getByRole('list', { name: 'History of the Housing referral' }));
    expect(await history.findByText(/^Made · .* · Luis Staff$/)).toBeInTheDocument();

    const moves = within(item.getByRole('group', { name: 'Change the status of the Housing referral' }));
    await user.click(moves.getByRole('button', { name: 'Accepted' }));
    expect(await screen.findByText('Referral status: Accepted')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'accepted' }]);
    expect(await history.findByText(/^Accepted · .* · Marta Staff$/)).toBeInTheDocument();
  });

  it('adds a referral, made by default, and lets a director delete one', async () => {
    const posted: unknown[] = [];
    recordApi(director, {
      referrals: [makeReferral({ status: 'completed' })],
      extra: {
        'POST /api/fathers/f1/referrals': (init) => {
          posted.push(bodyOf(init));
          return json(makeReferral({ id: 'r2', type: 'employment' }), 201);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const list = within(await screen.findByRole('list', { name: 'Referrals' }));
    expect(list.getByRole('button', { name: 'Delete the Housing referral' })).toBeInTheDocument();
    // A referral that ended offers no next status, only a correction.
    expect(list.queryByRole('group', { name: /Change the status/ })).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Correct the status of the Housing referral' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a referral' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a referral' }));
    await user.selectOptions(dialog.getByLabelText(/^Type/), 'employment');
    await user.type(dialog.getByLabelText('Partner'), 'WorkSource');
    await user.click(dialog.getByRole('button', { name: 'Add referral' }));
    expect(await screen.findByText('Referral added')).toBeInTheDocument();
    expect(posted).toEqual([{ type: 'employment', partner: 'WorkSource', status: 'made', note: '' }]);
  });
});

describe('a father’s flags (his case manager and directors)', () => {
  const screening = makeForm({
    id: 'scr1',
    kind: 'screening',
    name: { en: 'Safety screening', es: 'Evaluación de seguridad' },
    protocol: { en: 'Talk with him privately today.\nOffer the hotline.', es: 'Hable con él en privado hoy.' },
  });
  const flagged = makeFather({
    flags: [
      {
        key: 'unsafe',
        label: { en: 'Feels unsafe', es: 'No se siente seguro' },
        alert: true,
        referral: 'domestic-violence',
        formId: 'scr1',
        formName: screening.name,
        submissionId: 's1',
        submittedAt: '2026-03-04T16:00:00.000Z',
      },
    ],
  });

  it('says what the protocol says next and makes the referral it names in one tap', async () => {
    const posted: unknown[] = [];
    let referrals: Referral[] = [];
    recordApi(luis, {
      father: flagged,
      extra: {
        'GET /api/forms/scr1': () => json(screening),
        'GET /api/fathers/f1/referrals': () => json(referrals),
        'POST /api/fathers/f1/referrals': (init) => {
          posted.push(bodyOf(init));
          referrals = [makeReferral({ id: 'r9', type: 'domestic-violence', madeAt: '2026-03-04T17:00:00.000Z' })];
          return json(referrals[0], 201);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const flags = within(await screen.findByRole('region', { name: 'Flags from his forms' }));
    expect(flags.getByText(/^Feels unsafe — Safety screening, Mar 4, 2026/)).toBeInTheDocument();
    expect(await flags.findByText(/Talk with him privately today\./)).toBeInTheDocument();
    await user.click(await flags.findByRole('button', { name: 'Refer: Domestic violence' }));
    expect(await screen.findByText('Referral made.')).toBeInTheDocument();
    expect(posted).toEqual([{ type: 'domestic-violence', note: 'From Safety screening: Feels unsafe' }]);
    expect(await flags.findByText(/^Referred Mar 4, 2026 .+: Domestic violence$/)).toBeInTheDocument();
    expect(flags.queryByRole('button', { name: /^Refer:/ })).not.toBeInTheDocument();
  });

  it('shows nothing where the record carries no flags', async () => {
    recordApi(luis);
    renderApp('/fathers/f1');
    expect(await screen.findByText('No referrals yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Flags from his forms' })).not.toBeInTheDocument();
  });
});

describe('a referral that ended', () => {
  it('can have its status corrected, to any other', async () => {
    const patches: unknown[] = [];
    let referral = makeReferral({ status: 'declined' });
    recordApi(luis, {
      extra: {
        'GET /api/fathers/f1/referrals': () => json([referral]),
        'PATCH /api/referrals/r1': (init) => {
          patches.push(bodyOf(init));
          referral = { ...referral, status: 'in-progress' };
          return json(referral);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const list = within(await screen.findByRole('list', { name: 'Referrals' }));
    await user.click(list.getByRole('button', { name: 'Correct the status of the Housing referral' }));
    const moves = within(list.getByRole('group', { name: 'Change the status of the Housing referral' }));
    expect(moves.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Made',
      'Accepted',
      'In progress',
      'Completed',
      'No-show',
    ]);
    await user.click(moves.getByRole('button', { name: 'In progress' }));
    expect(await screen.findByText('Referral status: In progress')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'in-progress' }]);
    // Back in progress: its usual next steps again.
    expect(await list.findByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Made' })).not.toBeInTheDocument();
  });
});

describe('case work and fathers', () => {
  it('shows a father none of it and asks for none of it', async () => {
    const account = makeUser({ id: 'u9' });
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(account)),
      'GET /api/fathers/f1': () => json(makeFather({ userId: 'u9', notes: null, unreachable: true })),
      'GET /api/fathers/f1/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'GET /api/groups': () => json([]),
    });
    renderApp('/fathers/f1');
    expect(await screen.findByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/milestones')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Contact log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referrals' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unreachable/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(calls.some((call) => /\/(contacts|referrals)$/.test(call.path))).toBe(false);
  });
});
