import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { fullName } from '@/components/program/labels';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { formatDate } from '@/lib/dates';
import { useAccountsToLink } from '../api/get-accounts-to-link';
import { useLinkAccount } from '../api/link-account';
import type { LikelyRecord, User } from '../api/types';
import { Email } from './Email';

interface Linking {
  account: User;
  record: LikelyRecord;
}

const PLAIN_LIST = { listStyle: 'none' } as const;

/**
 * Fathers' accounts no record is linked to yet (they registered, or scanned a check-in code
 * first), each with the records likely his: a director links the right one after a confirm.
 */
export function AccountsToLink() {
  const { t } = useTranslation();
  const waiting = useAccountsToLink();
  const [linking, setLinking] = useState<Linking | null>(null);
  const close = () => setLinking(null);
  const link = useLinkAccount();
  const confirm = useConfirmDelete({
    item: linking,
    remove: {
      mutateAsync: ({ account, record }: Linking) => link.mutateAsync({ fatherId: record.fatherId, userId: account.id }),
      isPending: link.isPending,
    },
    deleted: t('users.toLink.linked', { father: linking ? fullName(linking.record) : '' }),
    onClose: close,
  });

  if (waiting.isPending) return <PageLoader />;
  if (waiting.isError) {
    return <LoadError title={t('users.toLink.loadFailed')} error={waiting.error} onRetry={() => void waiting.refetch()} />;
  }
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('users.toLink.description')}</Text>
      {waiting.data.length === 0 ? (
        <Text>{t('users.toLink.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={PLAIN_LIST} aria-label={t('users.toLink.list')}>
          {waiting.data.map(({ user, likely }) => (
            <Paper key={user.id} component="li" withBorder p="sm" radius="md">
              <WaitingAccount account={user} likely={likely} onLink={(record) => setLinking({ account: user, record })} />
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={linking !== null}
        onClose={close}
        title={t('users.toLink.dialog.title')}
        body={
          linking
            ? t('users.toLink.dialog.body', { account: linking.account.displayName, email: linking.account.email, father: fullName(linking.record) })
            : ''
        }
        confirmLabel={t('users.toLink.dialog.confirm')}
        confirmColor="blue"
        {...confirm}
      />
    </Stack>
  );
}

function WaitingAccount({ account, likely, onLink }: { account: User; likely: LikelyRecord[]; onLink: (record: LikelyRecord) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600}>{account.displayName}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Email address={account.email} />
        </Text>
        <Text size="sm" c="dimmed">
          {t('users.toLink.registered', { date: formatDate(account.createdAt) })}
        </Text>
      </div>
      {likely.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.toLink.noLikely')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={PLAIN_LIST}
          aria-label={t('users.toLink.likely', { name: account.displayName })}
        >
          {likely.map((record) => (
            <Group
              key={record.fatherId}
              component="li"
              justify="space-between"
              gap="xs"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
                <Group gap="xs">
                  <Anchor component={Link} to={`/fathers/${encodeURIComponent(record.fatherId)}`} fw={500}>
                    {fullName(record)}
                  </Anchor>
                  {record.sameEmail && (
                    <Badge size="sm" variant="light" color="green">
                      {t('users.toLink.sameEmail')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[record.email, record.phone].filter(Boolean).join(' · ') || '—'}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="light"
                aria-label={t('users.toLink.linkLabel', { account: account.displayName, father: fullName(record) })}
                onClick={() => onLink(record)}
              >
                {t('users.toLink.link')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
