import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './gallery.module.css';

/** An eye struck through: hidden from fathers. */
function HiddenIcon({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10.6 5.1A10 10 0 0 1 12 5c5.5 0 9 5.5 9 7 0 .6-.6 1.8-1.7 3.1M6.6 6.6C4.3 8 3 10.9 3 12c0 1.5 3.5 7 9 7 1.9 0 3.6-.6 5-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

/**
 * For staff: someone pictured has no photo consent, so fathers do not see this photo. On a
 * tile only the icon fits; its name says the whole of it.
 */
export function ConsentMissingBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const label = t('gallery.consent.hidden');
  if (compact) {
    return (
      <span className={classes.consentBadge} role="img" aria-label={label} title={label}>
        <HiddenIcon size={16} />
      </span>
    );
  }
  return (
    <Badge
      color="red"
      variant="filled"
      leftSection={<HiddenIcon size={14} />}
      // The whole sentence, on two lines on a phone if need be.
      style={{ textTransform: 'none', height: 'auto', whiteSpace: 'normal' }}
      py={4}
    >
      {label}
    </Badge>
  );
}
