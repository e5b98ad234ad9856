import { Anchor, Badge, Paper, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ATTENDANCE_COLORS } from '@/components/program/labels';
import { formatDate } from '@/lib/dates';
import type { HistoryEntry } from '../api/get-father-cycles';
import classes from './AttendanceHistory.module.css';

/**
 * His mark at each completed session: '#3 P', coloured. A tap, a click or Enter opens what it
 * stands for (the session, its date, the mark in words) below the badges, with a link to the
 * session: a phone has no hover, so nothing is left to a tooltip. A screen reader hears the same
 * in the badge's name. One panel for the badge opened, not a popover for each: on a slow phone
 * every popover was a floating element's machinery drawn for nothing (docs/benchmarks.md).
 */
export function AttendanceHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const panelId = useId();
  const badges = useRef(new Map<string, HTMLButtonElement>());
  const link = useRef<HTMLAnchorElement>(null);
  const opened = history.find(({ session }) => session.id === open);
  const short = ({ session, mark }: HistoryEntry) => {
    const said = mark ? t(`program.attendanceShort.${mark}`) : '–';
    return `#${session.number} ${said}`;
  };
  const describe = ({ session, mark }: HistoryEntry) => {
    const said = mark ? t(`program.attendance.${mark}`) : t('program.notMarked');
    return `${session.title} · ${formatDate(session.startsAt)}: ${said}`;
  };

  // The link is the next stop once a badge is opened, so a keyboard reaches the session as a tap would.
  useEffect(() => {
    if (open) link.current?.focus();
  }, [open]);

  const close = () => {
    const badge = open ? badges.current.get(open) : undefined;
    setOpen(null);
    badge?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div>
      <ul className={classes.badges} aria-label={t('fathers.detail.history')}>
        {history.map((entry) => {
          const { session, mark } = entry;
          return (
            <li key={session.id}>
              {/* A thumb-sized target (44 × 44 px) around the small badge. */}
              <button
                type="button"
                className={classes.target}
                ref={(element) => {
                  if (element) badges.current.set(session.id, element);
                  else badges.current.delete(session.id);
                }}
                aria-expanded={open === session.id}
                aria-controls={open === session.id ? panelId : undefined}
                onClick={() => setOpen((current) => (current === session.id ? null : session.id))}
                onKeyDown={onKeyDown}
              >
                <Badge size="sm" radius="sm" variant={mark ? 'filled' : 'outline'} color={mark ? ATTENDANCE_COLORS[mark] : 'gray'} component="span">
                  {short(entry)}
                </Badge>{' '}
                <span className={classes.hidden}>{describe(entry)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {opened && (
        <Paper
          id={panelId}
          role="group"
          aria-label={short(opened)}
          withBorder
          p="xs"
          onKeyDown={onKeyDown}
        >
          <Text size="sm">{describe(opened)}</Text>
          <Anchor ref={link} component={Link} to={`/cycles/${opened.session.cycleId}/sessions/${opened.session.id}`} size="sm">
            {t('fathers.detail.openSession')}
          </Anchor>
        </Paper>
      )}
    </div>
  );
}
