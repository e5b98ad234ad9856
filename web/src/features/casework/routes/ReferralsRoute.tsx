import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { referralStatusLabel, referralTypeLabel } from '../components/case-labels';
import { Pager } from '@/components/Pager';
import { useStaff } from '@/features/accounts';
import { REFERRAL_STATUSES, REFERRAL_TYPES, type ReferralEntry, type ReferralStatus, type ReferralType } from '../api/casework';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { REFERRALS_PAGE_SIZE, useReferrals, type ReferralsFilter } from '../api/get-referrals';
import { useUpdateReferralStatus } from '../api/update-referral-status';
import { ReferralRow } from '../components/ReferralRow';

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/**
 * /referrals?status=made&type=housing&page=2: every referral of the fathers in the reader's
 * scope, open ones first, filtered by status and type; each row's status changes in one tap.
 */
export function ReferralsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: ReferralsFilter = {
    status: pick<ReferralStatus>(REFERRAL_STATUSES, params.get('status')),
    type: pick<ReferralType>(REFERRAL_TYPES, params.get('type')),
  };
  const page = Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1) - 1;
  const referrals = useReferrals(filter, page);
  const staff = useStaff();
  const update = useUpdateReferralStatus();

  const setParam = (name: 'status' | 'type' | 'page', value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const staffName = (id: string | null | undefined) => (id ? (staff.data?.find((member) => member.id === id)?.displayName ?? '') : '');
  const changeStatus = (referral: ReferralEntry, status: ReferralStatus) =>
    update.mutate(
      { id: referral.id, status },
      {
        onSuccess: () =>
          notify.success(
            t('casework.referrals.statusChanged', {
              name: referral.fatherName,
              status: referralStatusLabel(t, status),
            }),
          ),
        onError: (error) => notify.error(toApiError(error).message),
      },
    );

  const rows = (referrals.data ?? []).slice(0, REFERRALS_PAGE_SIZE);
  const filtered = Boolean(filter.status || filter.type);
  return (
    <Stack gap="md">
      <PageHeader title={t('casework.referrals.title')} description={t('casework.referrals.description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={640}>
        <NativeSelect
          label={t('casework.referrals.status')}
          value={filter.status ?? ''}
          onChange={(event) => setParam('status', event.currentTarget.value || undefined)}
          data={[
            { value: '', label: t('casework.referrals.allStatuses') },
            ...REFERRAL_STATUSES.map((status) => ({ value: status, label: referralStatusLabel(t, status) })),
          ]}
        />
        <NativeSelect
          label={t('casework.referrals.type')}
          value={filter.type ?? ''}
          onChange={(event) => setParam('type', event.currentTarget.value || undefined)}
          data={[
            { value: '', label: t('casework.referrals.allTypes') },
            ...REFERRAL_TYPES.map((type) => ({ value: type, label: referralTypeLabel(t, type) })),
          ]}
        />
      </SimpleGrid>
      {referrals.isPending ? (
        <PageLoader />
      ) : referrals.isError ? (
        <LoadError title={t('casework.referrals.loadFailed')} error={referrals.error} onRetry={() => void referrals.refetch()} />
      ) : rows.length === 0 && page === 0 ? (
        <Text c="dimmed">{filtered ? t('casework.referrals.noMatch') : t('casework.referrals.empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: referrals.isPlaceholderData ? 0.6 : 1 }}
          aria-label={t('casework.referrals.title')}
          aria-busy={referrals.isFetching}
        >
          {rows.map((referral) => (
            <ReferralRow
              key={referral.id}
              referral={referral}
              staffName={staffName}
              busy={update.isPending && update.variables.id === referral.id}
              onStatus={changeStatus}
            />
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        hasNext={(referrals.data?.length ?? 0) > REFERRALS_PAGE_SIZE}
        busy={referrals.isPlaceholderData}
        onChange={(index) => setParam('page', index > 0 ? String(index + 1) : undefined)}
      />
    </Stack>
  );
}
