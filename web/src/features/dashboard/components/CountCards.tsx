import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FATHER_STATUSES } from '@/lib/api/program';
import type { Counts } from '../api/types';
import { Stat } from '@/components/Stat';

/** Fathers by status, groups, cycles running and this week's sessions. */
export function CountCards({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  // The known statuses in their order, then any other the server counts.
  const statuses = [
    ...FATHER_STATUSES.filter((status) => status in counts.byStatus),
    ...Object.keys(counts.byStatus).filter((status) => !(FATHER_STATUSES as readonly string[]).includes(status)),
  ];
  const byStatus = statuses
    .map((status) => `${t(`program.fatherStatus.${status}`, { defaultValue: status })}: ${counts.byStatus[status]}`)
    .join(' · ');

  const cards = [
    { key: 'fathers', label: t('dashboard.counts.fathers'), value: counts.fathers, hint: byStatus || undefined },
    { key: 'enrolled', label: t('dashboard.counts.enrolled'), value: counts.enrolled },
    { key: 'groups', label: t('dashboard.counts.groups'), value: counts.groups },
    { key: 'cycles', label: t('dashboard.counts.activeCycles'), value: counts.activeCycles },
    { key: 'sessions', label: t('dashboard.counts.sessionsThisWeek'), value: counts.sessionsThisWeek },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.counts.title')}>
      {cards.map((card) => (
        <li key={card.key}>
          <Stat label={card.label} value={String(card.value)} hint={card.hint} />
        </li>
      ))}
    </SimpleGrid>
  );
}
