import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { formatDate } from '@/lib/dates';
import { makeSession } from '@/testing/program';
import { renderWithProviders } from '@/testing/render';
import { AttendanceHistory } from './AttendanceHistory';

const third = makeSession({ id: 's3', number: 3, title: 'Talking with teens', startsAt: '2026-03-18T00:00:00Z' });
const fourth = makeSession({ id: 's4', number: 4, title: 'Anger and calm', startsAt: '2026-03-25T00:00:00Z' });

function showHistory() {
  return renderWithProviders(
    <MemoryRouter>
      <AttendanceHistory
        history={[
          { session: third, mark: 'late' },
          { session: fourth, mark: null },
        ]}
      />
    </MemoryRouter>,
  );
}

describe('attendance history', () => {
  it('tells what a badge stands for on a tap, without a hover, with a link to the session', async () => {
    const user = userEvent.setup();
    showHistory();
    const history = within(screen.getByRole('list', { name: 'Attendance history' }));
    const badge = history.getByRole('button', { name: `#3 L Talking with teens · ${formatDate(third.startsAt)}: Late` });
    expect(history.queryByRole('link')).not.toBeInTheDocument();

    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    const details = await screen.findByRole('group', { name: /#3 L/ });
    await waitFor(() => expect(within(details).getByText(`Talking with teens · ${formatDate(third.startsAt)}: Late`)).toBeVisible());
    expect(within(details).getByRole('link', { name: 'Open the session' })).toHaveAttribute('href', '/cycles/c1/sessions/s3');
  });

  it('opens from the keyboard too, and Escape closes it where it was', async () => {
    const user = userEvent.setup();
    showHistory();
    await user.tab();
    await user.tab();
    const badge = screen.getByRole('button', { name: /^#4 – Anger and calm/ });
    expect(badge).toHaveFocus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('group', { name: /#4/ });
    await waitFor(() => expect(within(details).getByText(`Anger and calm · ${formatDate(fourth.startsAt)}: Not marked`)).toBeVisible());
    // The link is the next stop, so a keyboard reaches the session as a tap would.
    expect(within(details).getByRole('link', { name: 'Open the session' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(badge).toHaveFocus();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(badge).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows one badge’s details at a time, and a second tap closes them', async () => {
    const user = userEvent.setup();
    showHistory();
    await user.click(screen.getByRole('button', { name: /^#3 L/ }));
    await user.click(screen.getByRole('button', { name: /^#4 –/ }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveTextContent('Anger and calm');
    await user.click(screen.getByRole('button', { name: /^#4 –/ }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
