import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactMethodLabel, contactOutcomeLabel } from './case-labels';
import { AT_RISK_TEXT } from '@/components/program/labels';
import type { FollowUp } from '../api/casework';
import { formatDate, formatDay } from '@/lib/dates';

/**
 * One open follow-up, made for a phone: the father (a link to his record), when it is due (an
 * overdue one says so in words, not only in red), the contact it follows up on and who logged
 * it, its note or why there is none to read, and one big "Done".
 */
export function FollowUpRow({
  followUp,
  overdue,
  busy,
  onDone,
}: {
  followUp: FollowUp;
  overdue: boolean;
  busy: boolean;
  onDone: (followUp: FollowUp) => void;
}) {
  const { t } = useTranslation();
  const due = formatDay(followUp.followUpDue);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="follow-up">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/fathers/${encodeURIComponent(followUp.fatherId)}`} fw={700} fz="lg">
            {followUp.fatherName}
          </Anchor>
          <Text size="sm" fw={600} c={overdue ? AT_RISK_TEXT : undefined} ta="right" style={{ flexShrink: 0 }}>
            {overdue ? t('casework.followUps.overdueOn', { date: due }) : t('casework.followUps.dueOn', { date: due })}
          </Text>
        </Group>
        <Text size="sm">
          {t('casework.followUps.contactLine', {
            method: contactMethodLabel(t, followUp.method),
            outcome: contactOutcomeLabel(t, followUp.outcome),
            date: formatDate(followUp.at),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('casework.followUps.loggedBy', { name: followUp.staffName })}
        </Text>
        {followUp.note == null ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('casework.followUps.noteHidden')}
          </Text>
        ) : followUp.note.trim() ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {followUp.note}
          </Text>
        ) : null}
        <Button
          size="md"
          mt={4}
          fullWidth
          loading={busy}
          onClick={() => onDone(followUp)}
          aria-label={t('casework.followUps.doneLabel', { name: followUp.fatherName })}
        >
          {t('casework.followUps.done')}
        </Button>
      </Stack>
    </Paper>
  );
}
