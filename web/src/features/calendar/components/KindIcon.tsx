import type { CalendarItem } from '../api/types';

/** A session (people) or an event (a star); decorative: the label beside it names the kind. */
export function KindIcon({ kind, size = 12 }: { kind: CalendarItem['kind']; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none', verticalAlign: '-0.1em' }}
    >
      {kind === 'session' ? (
        <>
          <circle cx="9" cy="8" r="3.5" />
          <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
          <circle cx="17" cy="9" r="2.5" />
          <path d="M17 14c2.7.3 4.5 2.4 4.5 5.5" />
        </>
      ) : (
        <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
      )}
    </svg>
  );
}
