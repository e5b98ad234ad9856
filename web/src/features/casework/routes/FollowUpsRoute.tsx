import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { FOLLOW_UP_WHENS, type FollowUpWhen } from '../api/casework';
import { useToday } from '@/features/dashboard';
import { FollowUpList } from '../components/FollowUpList';

function isWhen(value: string | null): value is FollowUpWhen {
  return (FOLLOW_UP_WHENS as readonly (string | null)[]).includes(value);
}

/**
 * /follow-ups?when=today: the open follow-ups of the fathers in the reader's scope, overdue
 * (the default), due today, or due this week, each with one tap to mark it done. Staff only.
 * Each tab says how many it holds, from staff's day (GET /api/today), which counts them all.
 */
export function FollowUpsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('when');
  const when: FollowUpWhen = isWhen(requested) ? requested : 'overdue';
  const counts = useToday().data?.followUps;

  const choose = (value: string | null) => {
    if (!isWhen(value)) return;
    setParams(value === 'overdue' ? {} : { when: value }, { replace: true });
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('casework.followUps.title')} description={t('casework.followUps.description')} />
      <Tabs value={when} onChange={choose} keepMounted={false}>
        <Tabs.List grow>
          {FOLLOW_UP_WHENS.map((value) => (
            // A label with its count may not fit a third of a phone's width: it wraps within its tab.
            <Tabs.Tab key={value} value={value} fz="md" py="sm" style={{ whiteSpace: 'normal' }}>
              {counts
                ? t(`casework.followUps.${value}Tab`, { n: counts[value] > 99 ? '99+' : String(counts[value]) })
                : t(`casework.followUps.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FOLLOW_UP_WHENS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <FollowUpList when={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
