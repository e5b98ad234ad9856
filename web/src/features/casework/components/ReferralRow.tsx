import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { referralStatusLabel, referralTypeLabel } from './case-labels';
import { REFERRAL_STATUSES, type ReferralEntry, type ReferralStatus } from '../api/casework';
import { formatDate, formatDay } from '@/lib/dates';

/** Open referrals in blue shades, the ones that ended well green, the others grey: the words say it too. */
export const REFERRAL_STATUS_COLORS: Record<ReferralStatus, string> = {
  made: 'blue',
  accepted: 'cyan',
  'in-progress': 'indigo',
  completed: 'green',
  declined: 'gray',
  'no-show': 'orange',
};

/**
 * One referral: the father (a link to his record), its type and status in words, the partner,
 * when it was made and its last step, and a status to choose, sent as soon as it is chosen.
 */
export function ReferralRow({
  referral,
  staffName,
  busy,
  onStatus,
}: {
  referral: ReferralEntry;
  /** A staff account's name by id; '' when it is not known. */
  staffName: (id: string | null | undefined) => string;
  busy: boolean;
  onStatus: (referral: ReferralEntry, status: ReferralStatus) => void;
}) {
  const { t } = useTranslation();
  const type = referralTypeLabel(t, referral.type);
  const last = referral.history[referral.history.length - 1];
  const lastBy = last ? staffName(last.by) : '';
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="referral">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={`/fathers/${encodeURIComponent(referral.fatherId)}`} fw={700} fz="lg">
            {referral.fatherName}
          </Anchor>
          <Badge color={REFERRAL_STATUS_COLORS[referral.status]} variant="light" size="lg">
            {referralStatusLabel(t, referral.status)}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {referral.partner.trim() ? t('casework.referrals.typeAndPartner', { type, partner: referral.partner }) : type}
        </Text>
        <Text size="sm" c="dimmed">
          {t('casework.referrals.madeOn', { date: formatDay(referral.madeAt) })}
        </Text>
        {last && (
          <Text size="sm" c="dimmed">
            {lastBy
              ? t('casework.referrals.lastStepBy', {
                  status: referralStatusLabel(t, last.status),
                  date: formatDate(last.at),
                  name: lastBy,
                })
              : t('casework.referrals.lastStep', { status: referralStatusLabel(t, last.status), date: formatDate(last.at) })}
          </Text>
        )}
        <NativeSelect
          size="md"
          label={t('casework.referrals.changeStatus')}
          aria-label={t('casework.referrals.changeStatusLabel', { type, name: referral.fatherName })}
          value={referral.status}
          disabled={busy}
          onChange={(event) => {
            const status = event.currentTarget.value as ReferralStatus;
            if (status !== referral.status) onStatus(referral, status);
          }}
          data={REFERRAL_STATUSES.map((status) => ({ value: status, label: referralStatusLabel(t, status) }))}
        />
      </Stack>
    </Paper>
  );
}
