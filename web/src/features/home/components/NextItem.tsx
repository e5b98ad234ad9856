import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '@/components/Facts';
import { myRsvpOf, RsvpButtons } from '@/features/rsvp';
import { formatWhen, itemPath, type CalendarItem } from '@/features/calendar';
import { saveFile } from '@/lib/api/download';
import { icsFileName, toIcs } from '../utils/ics';

/**
 * The next session or event: what, when, where, a father's answer (RsvpButtons) or, once he has
 * checked in, that he has, a link to its page and "Add to calendar".
 */
export function NextItem({ item, checkedIn }: { item: CalendarItem; checkedIn: boolean }) {
  const { t } = useTranslation();
  const cancelled = item.status === 'cancelled';
  const addToCalendar = () =>
    saveFile(new Blob([toIcs(item, window.location.origin)], { type: 'text/calendar' }), icsFileName(item.title));

  return (
    <Stack gap="sm" data-testid="next-item">
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Anchor component={Link} to={itemPath(item)} fw={700} fz="lg" td={cancelled ? 'line-through' : undefined}>
          {item.title}
        </Anchor>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge variant="light" color={item.kind === 'session' ? 'blue' : 'teal'}>
            {t(`home.next.kind.${item.kind}`)}
          </Badge>
          {cancelled && (
            <Badge variant="filled" color="gray">
              {t('home.next.cancelled')}
            </Badge>
          )}
        </Group>
      </Group>
      <Facts
        items={[
          { label: t('home.next.when'), value: formatWhen(item) },
          { label: t('home.next.where'), value: item.location },
          { label: t('home.next.for'), value: item.groupName ?? t('common.everyone') },
        ]}
      />
      {/* Once he has checked in, no question whether he will come (home's answer says: `checkedIn`). */}
      {checkedIn ? (
        <Text fw={600} c="green.9">
          <span aria-hidden="true">✓&nbsp;</span>
          {t('home.next.checkedIn')}
        </Text>
      ) : (
        <RsvpButtons
          target={{ kind: item.kind, id: item.id, startsAt: item.startsAt, title: item.title }}
          rsvp={myRsvpOf(item)}
          cancelled={cancelled}
        />
      )}
      <Group gap="xs">
        <Button component={Link} to={itemPath(item)} variant="light">
          {item.kind === 'session' ? t('home.next.openSession') : t('home.next.openEvent')}
        </Button>
        <Button variant="default" onClick={addToCalendar} aria-label={t('home.next.addToCalendarLabel', { title: item.title })}>
          {t('home.next.addToCalendar')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The room NextItem takes, for while home's answer is on its way: a title line, the three facts
 * and the buttons, without values.
 */
export function NextItemShape() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fw={700} fz="lg">
        {'\u00a0'}
      </Text>
      <Facts items={[t('home.next.when'), t('home.next.where'), t('home.next.for')].map((label) => ({ label, value: '\u00a0' }))} />
      <Group gap="xs">
        <Button variant="light">{t('home.next.openSession')}</Button>
        <Button variant="default">{t('home.next.addToCalendar')}</Button>
      </Group>
    </Stack>
  );
}

/** Nothing ahead: said plainly, with the way to the calendar. */
export function NothingNext() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('home.next.empty')}</Text>
      <Text size="sm" c="dimmed">
        {t('home.next.emptyHint')}{' '}
        <Anchor component={Link} to="/calendar">
          {t('home.next.calendar')}
        </Anchor>
      </Text>
    </Stack>
  );
}
