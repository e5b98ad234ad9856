import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Unread } from '@/features/announcements';
import classes from './unread-links.module.css';

/**
 * How many messages and announcements are waiting, each a link to where they are read. Plain
 * elements with the kit's look (unread-links.module.css): home draws them twice on its first
 * screen (placeholder, then answer), a Stack, Groups, Badges and Anchors each time (issue 29).
 */
export function UnreadLinks({ unread }: { unread: Unread }) {
  const { t } = useTranslation();
  const rows = [
    { to: '/messages', count: unread.messages, label: t('home.unread.messages', { count: unread.messages }) },
    {
      to: '/announcement',
      count: unread.announcements,
      label: t('home.unread.announcements', { count: unread.announcements }),
    },
  ];
  return <CountLinks label={t('home.unread.title')} rows={rows} />;
}

export interface CountLink {
  to: string;
  count: number;
  /** Says the count in words, for everyone (the badge beside it is not read out). */
  label: string;
}

/** Counts, each a link to where the things counted are: a badge ('99+' past 99) and its words. */
export function CountLinks({ label, rows }: { label: string; rows: CountLink[] }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.to} className={classes.row}>
          <span className={`${classes.count} ${row.count > 0 ? classes.some : classes.none}`} aria-hidden>
            {shownCount(row.count)}
          </span>
          <Link to={row.to} className={`${classes.link} ${row.count > 0 ? classes.strong : ''}`}>
            {row.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A count as a badge shows it: '99+' past 99 (the server counts some only up to 100). */
export function shownCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
