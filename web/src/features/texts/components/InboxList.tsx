import { Badge, Group, Stack, Text as Words, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatRelative } from '@/lib/dates';
import type { InboxRow } from '../api/types';
import { inboxOrder } from '../utils/inbox-order';
import { hasFailed, sender, textState } from '../utils/text-state';
import classes from './texts.module.css';

/** Re-renders every minute, so "2 minutes ago" does not stay "a few seconds ago". */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * One row per father: who, his last text (whose, and what), when, and how many of his are
 * unread; unread first. A row opens his page at his texts.
 */
export function InboxList({ rows }: { rows: InboxRow[] }) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('texts.fathers')}>
      {inboxOrder(rows).map((row) => (
        <li key={row.fatherId}>
          <InboxItem row={row} now={now} />
        </li>
      ))}
    </Stack>
  );
}

function InboxItem({ row, now }: { row: InboxRow; now: number }) {
  const { t } = useTranslation();
  const { last, unread } = row;
  const out = last.direction === 'out';
  const preview = last.body.replace(/\s+/g, ' ');
  const failed = out && hasFailed(last);
  return (
    <UnstyledButton
      component={Link}
      to={`/fathers/${encodeURIComponent(row.fatherId)}#texts`}
      className={classes.row}
      data-unread={unread > 0 || undefined}
      p="sm"
      w="100%"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Words fw={unread > 0 ? 700 : 600} size="sm" truncate>
          {row.fatherName}
        </Words>
        <Words component="time" dateTime={last.createdAt} size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {/* Never "in a few seconds": the server's clock may run a little ahead of the phone's. */}
          {formatRelative(last.createdAt, Math.max(now, Date.parse(last.createdAt)))}
          <VisuallyHidden component="span">{` (${formatDate(last.createdAt)})`}</VisuallyHidden>
        </Words>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Words size="sm" c={unread > 0 ? undefined : 'dimmed'} truncate>
          {out ? `${sender(t, last)}: ${preview}` : preview}
        </Words>
        {unread > 0 && (
          <>
            <Badge size="sm" color="red" variant="filled" circle={unread < 10} aria-hidden style={{ flexShrink: 0 }}>
              {unread > 99 ? '99+' : unread}
            </Badge>
            <VisuallyHidden>{t('texts.unread', { count: unread })}</VisuallyHidden>
          </>
        )}
      </Group>
      {failed && (
        <Words size="xs" c="red.8" fw={600}>
          {textState(t, last)}
        </Words>
      )}
    </UnstyledButton>
  );
}
