import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { UserFormDialog } from './UserFormDialog';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(user = null as ReturnType<typeof makeUser> | null) {
  const onClose = vi.fn();
  renderWithProviders(<UserFormDialog opened onClose={onClose} user={user} />);
  return { onClose, user: userEvent.setup() };
}

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as unknown;
}

describe('create user dialog', () => {
  it('shows the product’s form messages when a field loses focus', async () => {
    const { calls } = mockApi({});
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Email/));
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByLabelText(/^Display name/));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Display name is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('does not send a form with errors and says so at form level', async () => {
    const { calls } = mockApi({});
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Sorry, not all fields are filled out correctly.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Display name is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the user, says so and closes', async () => {
    const created = makeUser({ id: 'u9', email: 'luis@example.com', displayName: 'Luis' });
    const { calls } = mockApi({ 'POST /api/users': () => json({ uid: 'u9', user: created }, 201) });
    const { user, onClose } = renderDialog();
    await user.type(await screen.findByLabelText(/^Email/), 'luis@example.com');
    await user.type(screen.getByLabelText(/^Display name/), 'Luis');
    await user.type(screen.getByLabelText('First name'), 'Luis');
    await user.type(screen.getByLabelText('Last name'), 'García');
    await user.selectOptions(screen.getByLabelText('Preferred language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodyOf(calls[0].init)).toEqual({
      email: 'luis@example.com',
      displayName: 'Luis',
      firstName: 'Luis',
      lastName: 'García',
      preferredLanguage: 'es',
      isAdmin: false,
      staffRole: null,
    });
  });

  it.each([
    ['Staff', { isAdmin: true, staffRole: 'staff' }],
    ['Director', { isAdmin: true, staffRole: 'director' }],
    ['Father', { isAdmin: false, staffRole: null }],
  ])('sends the role %s as isAdmin and staffRole', async (role, fields) => {
    const created = makeUser({ id: 'u9', email: 'ana@example.com', displayName: 'Ana' });
    const { calls } = mockApi({ 'POST /api/users': () => json({ uid: 'u9', user: created }, 201) });
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Display name/), 'Ana');
    expect(screen.getByLabelText('Role')).toHaveValue('father');
    expect(screen.getByRole('option', { name: 'Father' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role'), role);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(bodyOf(calls[0].init)).toMatchObject({ email: 'ana@example.com', displayName: 'Ana', ...fields });
  });

  it("shows the server's field messages on the fields and its message in a toast", async () => {
    mockApi({
      'POST /api/users': () =>
        apiError(400, 'invalid-argument', 'invalidForm', { displayName: 'displayNameTooLong' }),
    });
    const { user, onClose } = renderDialog();
    await user.type(await screen.findByLabelText(/^Email/), 'luis@example.com');
    await user.type(screen.getByLabelText(/^Display name/), 'Luis');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    // The form's own line under the fields, and the toast.
    expect(await screen.findAllByText('Sorry, not all fields are filled out correctly.')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Display name/)).toHaveAccessibleDescription('Display name must be at most 100 characters.'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the message of a taken e-mail address in a toast', async () => {
    mockApi({ 'POST /api/users': () => apiError(409, 'aborted', 'emailTaken') });
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText(/^Email/), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Display name/), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });
});

describe('edit user dialog', () => {
  it('starts from the account and sends only what changed', async () => {
    const account = makeUser({ id: 'u7', displayName: 'Sam Father', lastName: 'Father', isAdmin: false });
    const { calls } = mockApi({ 'PATCH /api/users/u7': () => json({ ...account, lastName: 'Fathers' }) });
    const { user, onClose } = renderDialog(account);
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@example.com');
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Sam Father');
    expect(screen.getByLabelText('Role')).toHaveValue('father');

    await user.type(screen.getByLabelText('Last name'), 's');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0].init)).toEqual({ lastName: 'Fathers' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it.each([
    ['a father', makeUser({ id: 'u7', isAdmin: false }), 'Staff', { isAdmin: true, staffRole: 'staff' }],
    ['a staff member', makeUser({ id: 'u7', isAdmin: true, staffRole: 'staff' }), 'Director', { isAdmin: true, staffRole: 'director' }],
    ['a director', makeUser({ id: 'u7', isAdmin: true, staffRole: 'director' }), 'Father', { isAdmin: false, staffRole: null }],
  ])('changes the role of %s with isAdmin and staffRole alone', async (_, account, role, fields) => {
    const { calls } = mockApi({ 'PATCH /api/users/u7': () => json({ ...account, ...fields }) });
    const { user, onClose } = renderDialog(account);
    await screen.findByRole('dialog', { name: 'Edit user' });
    await user.selectOptions(screen.getByLabelText('Role'), role);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(bodyOf(calls[0].init)).toEqual(fields);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows why the last director cannot stop being one', async () => {
    const account = makeUser({ id: 'u7', isAdmin: true, staffRole: 'director' });
    mockApi({
      'PATCH /api/users/u7': () =>
        apiError(409, 'aborted', 'lastDirector'),
    });
    const { user, onClose } = renderDialog(account);
    await screen.findByRole('dialog', { name: 'Edit user' });
    expect(screen.getByLabelText('Role')).toHaveValue('director');
    await user.selectOptions(screen.getByLabelText('Role'), 'Staff');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This is the last director account. Make another user a director first.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
