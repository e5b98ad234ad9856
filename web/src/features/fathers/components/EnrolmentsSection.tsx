import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { Section } from '@/components/Section';
import { FatherStatusBadge } from '@/components/program/badges';
import { useStaffLabel } from '@/features/accounts';
import { openPrograms, usePrograms } from '@/features/programs';
import type { Father } from '@/lib/api/program';
import { formatDay } from '@/lib/dates';
import { usePhone } from '@/lib/media';
import type { Enrolment } from '../api/types';
import { EnrolForm, EnrolmentEditForm } from './EnrolmentForms';

/** Still running: a second enrolment in its program is refused (409). */
function isOpen(enrolment: Enrolment): boolean {
  return enrolment.status === 'referred' || enrolment.status === 'enrolled';
}

/**
 * The programs he is in (staff): shown once the organisation runs two programs the viewer knows
 * of, or he has been in two; a single-program installation's page stays as it was.
 */
export function EnrolmentsSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const programs = usePrograms();
  const [enrolling, setEnrolling] = useState(false);
  const [editing, setEditing] = useState<Enrolment | null>(null);
  const known = programs.data ?? [];
  if (known.length < 2 && father.enrolments.length < 2) return null;

  const available = openPrograms(known).filter((program) => !father.enrolments.some((e) => e.programId === program.id && isOpen(e)));
  return (
    <Section
      title={t('fathers.enrolments.title')}
      actions={
        available.length > 0 && (
          <Button size="sm" variant="light" onClick={() => setEnrolling(true)}>
            {t('fathers.enrolments.enrolTitle')}
          </Button>
        )
      }
    >
      {father.enrolments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.enrolments.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.enrolments.title')}>
          {father.enrolments.map((enrolment) => (
            <EnrolmentEntry key={enrolment.id} enrolment={enrolment} onEdit={() => setEditing(enrolment)} />
          ))}
        </Stack>
      )}
      <Dialog opened={enrolling} onClose={() => setEnrolling(false)} title={t('fathers.enrolments.enrolTitle')} fullScreen={phone}>
        {enrolling && <EnrolForm fatherId={father.id} programs={available} onDone={() => setEnrolling(false)} />}
      </Dialog>
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('fathers.enrolments.editTitle', { program: editing.programName }) : ''}
        fullScreen={phone}
      >
        {editing && <EnrolmentEditForm key={editing.id} enrolment={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </Section>
  );
}

function EnrolmentEntry({ enrolment, onEdit }: { enrolment: Enrolment; onEdit: () => void }) {
  const { t } = useTranslation();
  const manager = useStaffLabel(enrolment.caseManagerId ? [enrolment.caseManagerId] : []);
  return (
    <Stack component="li" gap={4} py="xs" aria-label={enrolment.programName} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{enrolment.programName}</Text>
          <FatherStatusBadge status={enrolment.status} size="sm" />
        </Group>
        <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={t('fathers.enrolments.editTitle', { program: enrolment.programName })}>
          {t('fathers.enrolments.edit')}
        </Button>
      </Group>
      {enrolment.enrolledAt && (
        <Text size="sm" c="dimmed">
          {t('fathers.enrolments.enrolledOn', { date: formatDay(enrolment.enrolledAt) })}
        </Text>
      )}
      {enrolment.exitedAt && (
        <Text size="sm" c="dimmed">
          {t('fathers.enrolments.exitedOn', { date: formatDay(enrolment.exitedAt) })}
        </Text>
      )}
      {enrolment.exitReason !== '' && <Text size="sm">{t('fathers.enrolments.exitReason', { reason: enrolment.exitReason })}</Text>}
      {manager && <Text size="sm">{t('fathers.enrolments.caseManager', { name: manager })}</Text>}
    </Stack>
  );
}
