import { Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import type { User } from '@/lib/api/types';
import { useAuth } from '@/lib/auth/AuthProvider';
import { hasNextPage } from '@/lib/cursor-pages';
import { useUsers } from '../api/get-users';
import { AccountsToLink } from '../components/AccountsToLink';
import { ActivityList } from '../components/ActivityList';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { LoadError } from '@/components/LoadError';
import { UserFormDialog } from '../components/UserFormDialog';
import { UsersTable } from '../components/UsersTable';

/** The search reaches the URL (and the server) this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

type Dialog = { kind: 'form' | 'delete'; user: User | null; opened: boolean };

/** The tabs besides the first ('accounts'), each at its ?tab=. */
const OTHER_TABS = ['activity', 'to-link'] as const;
type Tab = 'accounts' | (typeof OTHER_TABS)[number];

function toTab(value: string | null): Tab {
  return OTHER_TABS.find((tab) => tab === value) ?? 'accounts';
}

export function AdminUsersRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  // The dialog keeps its user while it fades out after closing.
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', user: null, opened: false });
  const open = (kind: Dialog['kind'], user: User | null) => setDialog({ kind, user, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  const selectTab = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const chosen = toTab(value);
        if (chosen === 'accounts') next.delete('tab');
        else next.set('tab', chosen);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('users.title')}</Title>
          <Text c="dimmed">{t('users.description')}</Text>
        </Stack>
        <Button onClick={() => open('form', null)}>{t('users.create')}</Button>
      </Group>

      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="accounts">{t('users.tabs.accounts')}</Tabs.Tab>
          <Tabs.Tab value="activity">{t('users.tabs.activity')}</Tabs.Tab>
          <Tabs.Tab value="to-link">{t('users.tabs.toLink')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accounts" pt="md">
          <UserAccounts onEdit={(user) => open('form', user)} onDelete={(user) => open('delete', user)} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <ActivityList />
        </Tabs.Panel>
        <Tabs.Panel value="to-link" pt="md">
          <AccountsToLink />
        </Tabs.Panel>
      </Tabs>

      <UserFormDialog opened={dialog.opened && dialog.kind === 'form'} onClose={close} user={dialog.user} />
      <DeleteUserDialog opened={dialog.opened && dialog.kind === 'delete'} onClose={close} user={dialog.user} />
    </Stack>
  );
}

function UserAccounts({ onEdit, onDelete }: { onEdit: (user: User) => void; onDelete: (user: User) => void }) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1) - 1;

  // The box follows the URL when it changes from outside (back and forward).
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== search.trim()) setSearch(q);
  }

  const applySearch = useDebouncedCallback((value: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, SEARCH_DEBOUNCE_MS);

  const goToPage = (index: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (index > 0) next.set('page', String(index + 1));
      else next.delete('page');
      return next;
    });

  const users = useUsers({ q, page });
  const rows = users.data?.users ?? [];

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        maw={420}
      />
      {users.isPending ? (
        <PageLoader />
      ) : users.isError ? (
        <LoadError title={t('users.loadFailed')} error={users.error} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 && page === 0 ? (
        <Text c="dimmed">{q ? t('users.noMatch', { q }) : t('users.empty')}</Text>
      ) : (
        <div style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }} aria-busy={users.isFetching}>
          <UsersTable users={rows} currentUserId={me?.id} onEdit={onEdit} onDelete={onDelete} />
        </div>
      )}
      <Pager
        size="xs"
        page={page}
        hasNext={hasNextPage(users.data)}
        busy={users.isPlaceholderData}
        onChange={goToPage}
      />
    </Stack>
  );
}
