import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, json, makeUser, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import { makeIncentive, voidedBusFare } from '@/testing/incentives';
import type { Incentive, NewIncentive } from '../api/types';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });


/** Sam's record as `viewer` reads it, with his ledger; `extra` answers the writes. */
function recordApi(viewer: User, { incentives = [makeIncentive(), voidedBusFare], extra = {} }: { incentives?: Incentive[]; extra?: Record<string, Handler> } = {}) {
  return fatherPageApi(viewer, [director, luis], () => makeFather(), {
    'GET /api/fathers/f1/incentives': () => json(incentives),
    ...extra,
  });
}

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

async function ledger() {
  const section = within(await screen.findByRole('region', { name: 'Incentives' }));
  return { section, list: within(await section.findByRole('list', { name: 'Incentive ledger' })) };
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
  localStorage.clear();
});

describe('a father’s incentives (staff)', () => {
  it('lists what he was given, a voided one struck through with its reason, and totals what stands', async () => {
    recordApi(luis);
    renderApp('/fathers/f1');
    const { section, list } = await ledger();
    expect(section.getByText('Total given: $25.00')).toBeInTheDocument();

    const card = within(list.getByRole('listitem', { name: 'Gift card of $25.00, Mar 4, 2026' }));
    expect(card.getByText('Gift card · $25.00')).toBeInTheDocument();
    expect(card.getByText('Given Mar 4, 2026 by Luis Staff')).toBeInTheDocument();
    expect(card.getByText('Reference: 4821')).toBeInTheDocument();
    expect(card.getByText('Came to every session in March')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'For a session' })).toHaveAttribute('href', '/sessions/s1');

    const voided = within(list.getByRole('listitem', { name: 'Transport of $10.00, Mar 11, 2026' }));
    expect(voided.getByText('Transport · $10.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(voided.getByText('Voided')).toBeInTheDocument();
    expect(voided.getByText('Voided Mar 12, 2026: Entered twice by mistake')).toBeInTheDocument();

    // Only a director voids; nothing is edited or deleted. Nor is his data downloaded by staff.
    expect(screen.queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'His data' })).not.toBeInTheDocument();
  });

  it('gives him one; the same reward twice is asked about and given again only when confirmed', { timeout: 30_000 }, async () => {
    localStorage.setItem('fm-incentive-usual', JSON.stringify({ kind: 'gift-card', amountCents: 2500 }));
    const posted: unknown[] = [];
    recordApi(luis, {
      incentives: [],
      extra: {
        'POST /api/fathers/f1/incentives': (init) => {
          const body = bodyOf(init) as NewIncentive;
          posted.push(body);
          if (!body.allowDuplicate) {
            return apiError(409, 'aborted', 'incentiveSameDay');
          }
          return json(makeIncentive({ id: 'i9', sessionId: null, confirmedDuplicate: true }), 201);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Incentives' }));
    expect(await section.findByText('No incentives given yet.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Give incentive' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Give an incentive' }));
    // The program's usual, as last given on this device.
    expect(dialog.getByLabelText(/^Kind/)).toHaveValue('gift-card');
    expect(dialog.getByLabelText(/^Amount \(USD\)/)).toHaveValue('25');
    await user.type(dialog.getByLabelText(/^Reason/), 'Finished the course');
    await user.click(dialog.getByRole('button', { name: 'Give' }));

    expect(await dialog.findByText('He was already given the same reward today (Gift card, $25.00). Give it again anyway?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Give it again anyway' }));
    expect(await screen.findByText('Incentive given')).toBeInTheDocument();
    expect(posted).toEqual([
      { kind: 'gift-card', amountCents: 2500, reason: 'Finished the course' },
      { kind: 'gift-card', amountCents: 2500, reason: 'Finished the course', allowDuplicate: true },
    ]);
  });

  it('goes back to the form instead of giving it twice', async () => {
    const posted: unknown[] = [];
    recordApi(luis, {
      incentives: [],
      extra: {
        'POST /api/fathers/f1/incentives': (init) => {
          posted.push(bodyOf(init));
          return apiError(409, 'aborted', 'incentiveSameDay');
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click(within(await screen.findByRole('region', { name: 'Incentives' })).getByRole('button', { name: 'Give incentive' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Give an incentive' }));
    await user.selectOptions(dialog.getByLabelText(/^Kind/), 'food');
    await user.type(dialog.getByLabelText(/^Amount \(USD\)/), '12.5');
    await user.click(dialog.getByRole('button', { name: 'Give' }));
    await user.click(await dialog.findByRole('button', { name: 'Go back' }));
    expect(dialog.getByLabelText(/^Amount \(USD\)/)).toHaveValue('12.5');
    expect(posted).toEqual([{ kind: 'food', amountCents: 1250 }]);
  });

  it('lets a director void a line, with the reason he gives', async () => {
    let incentives = [makeIncentive()];
    const voids: unknown[] = [];
    recordApi(director, {
      extra: {
        'GET /api/fathers/f1/incentives': () => json(incentives),
        'POST /api/incentives/i1/void': (init) => {
          voids.push(bodyOf(init));
          incentives = [makeIncentive({ voidedAt: '2026-03-12T15:00:00Z', voidedBy: 'admin', voidReason: 'The card was never handed over' })];
          return json(incentives[0]);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const { section } = await ledger();
    await user.click(section.getByRole('button', { name: 'Void: Gift card of $25.00, given Mar 4, 2026' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Void an incentive' }));
    expect(dialog.getByText(/^This incentive \(Gift card, \$25\.00, given Mar 4, 2026\) stays in the ledger/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Void' }));
    expect(await dialog.findByText('Why is it voided? is required.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Why is it voided\?/), 'The card was never handed over');
    await user.click(dialog.getByRole('button', { name: 'Void' }));

    expect(await screen.findByText('Incentive voided')).toBeInTheDocument();
    expect(voids).toEqual([{ reason: 'The card was never handed over' }]);
    expect(await section.findByText('Voided Mar 12, 2026: The card was never handed over')).toBeInTheDocument();
    expect(section.getByText('Total given: $0.00')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /^Void:/ })).not.toBeInTheDocument();
  });

  it('says the ledger in Spanish', async () => {
    recordApi(makeUser({ ...luis, preferredLanguage: 'es' }));
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Incentivos' }));
    expect(await section.findByText(/^Total entregado: 25,00\sUS\$$/)).toBeInTheDocument();
    expect(section.getByText(/^Tarjeta de regalo · 25,00\sUS\$$/)).toBeInTheDocument();
    expect(section.getByText('Anulado')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Dar incentivo' })).toBeInTheDocument();
  });
});
