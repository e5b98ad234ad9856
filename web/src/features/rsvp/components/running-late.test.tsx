import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRsvpsKey } from '../api/rsvp';
import { resetSessionForTests, setSession } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { makeSession } from '@/testing/program';
import { renderWithProviders } from '@/testing/render';
import { runningLateFrom, showRunningLate } from './running-late';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a father running late, told to staff', () => {
  it('reads the event’s data', () => {
    expect(runningLateFrom({ fatherName: 'Sam Rivera', sessionTitle: 'Session 2', sessionId: 's1' })).toEqual({
      fatherName: 'Sam Rivera',
      sessionTitle: 'Session 2',
      sessionId: 's1',
      cycleId: null,
    });
    expect(runningLateFrom({ fatherName: 'Sam Rivera' })).toBeNull();
    expect(runningLateFrom(null)).toBeNull();
  });

  it('says it in a toast linking to the session, and reads the session’s answers again', async () => {
    setSession(authAnswer(makeUser({ id: 'admin', isAdmin: true })));
    mockApi({ 'GET /api/sessions/s1': () => json(makeSession({ id: 's1', cycleId: 'c7' })) });
    const { queryClient } = renderWithProviders(<div />);
    queryClient.setQueryData(sessionRsvpsKey('s1'), { counts: { yes: 1, no: 0, late: 0, none: 0 }, answers: [], noShows: [] });
    const navigate = vi.fn();

    showRunningLate(queryClient, { fatherName: 'Sam Rivera', sessionTitle: 'Session 2', sessionId: 's1' }, navigate);
    expect(queryClient.getQueryState(sessionRsvpsKey('s1'))?.isInvalidated).toBe(true);
    expect(await screen.findByText(/Sam Rivera is running late/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open “Session 2”' }));
    // The event did not say the cycle: the session is asked for it.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cycles/c7/sessions/s1'));
  });
});
