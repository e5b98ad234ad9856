import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { useStaffNames } from '@/features/accounts';
import { formatDate, formatDay } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useUpdateReferral } from '../api/update-referral';
import type { Referral, ReferralStatus, ReferralStep } from '../api/types';
import { referralTypeLabel, referralStatusLabel } from '@/features/casework';

/**
 * The statuses a referral usually moves on to, offered as one tap each. The server takes any
 * status; a referral that ended (completed, declined, no-show) offers none, but "Correct the
 * status" offers every other one, for a tap on the wrong button.
 */
const ALL_STATUSES: ReferralStatus[] = ['made', 'accepted', 'in-progress', 'completed', 'declined', 'no-show'];
const NEXT_STATUSES: Record<ReferralStatus, ReferralStatus[]> = {
  made: ['accepted', 'declined', 'no-show'],
  accepted: ['in-progress', 'completed', 'no-show', 'declined'],
  'in-progress': ['completed', 'declined'],
  completed: [],
  declined: [],
  'no-show': [],
};

export function ReferralEntry({ referral, onDelete }: { referral: Referral; onDelete?: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateReferral();
  const type = referralTypeLabel(t, referral.type);
  const [correcting, setCorrecting] = useState(false);
  const ended = NEXT_STATUSES[referral.status].length === 0;
  const next = correcting ? ALL_STATUSES.filter((status) => status !== referral.status) : NEXT_STATUSES[referral.status];

  const move = async (status: ReferralStatus) => {
    try {
      await update.mutateAsync({ id: referral.id, changes: { status } });
      setCorrecting(false);
      notify.success(t('fathers.referrals.toasts.statusChanged', { status: referralStatusLabel(t, status) }));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    <Stack component="li" gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600}>{type}</Text>
        <Badge variant="light">{referralStatusLabel(t, referral.status)}</Badge>
      </Group>
      <Text size="sm">{referral.partner || t('fathers.referrals.noPartner')}</Text>
      <Text size="sm" c="dimmed">
        {t('fathers.referrals.madeOn', { date: formatDay(referral.madeAt) })}
      </Text>
      {referral.note !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {referral.note}
        </Text>
      )}
      <Stack
        gap={2}
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('fathers.referrals.history', { type })}
      >
        {referral.history.map((step, index) => (
          <HistoryStep key={`${step.at}-${index}`} step={step} />
        ))}
      </Stack>
      {(next.length > 0 || ended || onDelete) && (
        <Group gap="xs" justify="space-between">
          {ended && !correcting ? (
            <Button size="xs" variant="subtle" onClick={() => setCorrecting(true)} aria-label={t('fathers.referrals.correctLabel', { type })}>
              {t('fathers.referrals.correct')}
            </Button>
          ) : next.length > 0 ? (
            <Group gap="xs" role="group" aria-label={t('fathers.referrals.moveTo', { type })}>
              {next.map((status) => (
                <Button key={status} size="sm" variant="light" disabled={update.isPending} onClick={() => void move(status)}>
                  {referralStatusLabel(t, status)}
                </Button>
              ))}
            </Group>
          ) : (
            <span />
          )}
          {onDelete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t('fathers.referrals.deleteLabel', { type })}
            >
              {t('fathers.referrals.delete')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function HistoryStep({ step }: { step: ReferralStep }) {
  const { t } = useTranslation();
  const by = step.by ?? null;
  const staff = useStaffNames(by === null ? [] : [by]);
  const name = staff.names[0] ?? (by === null || staff.unknown > 0 ? t('fathers.referrals.formerStaff') : '');
  return (
    <Text component="li" size="xs" c="dimmed">
      {t('fathers.referrals.step', {
        status: referralStatusLabel(t, step.status),
        date: formatDate(step.at),
        name,
      })}
    </Text>
  );
}
