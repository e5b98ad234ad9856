import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceStatus, FatherStatus, SessionStatus } from '@/lib/api/program';
import classes from './badges.module.css';
import { ATTENDANCE_COLORS, FATHER_STATUS_COLORS, SESSION_STATUS_COLORS } from './labels';

type Size = 'xs' | 'sm' | 'md' | 'lg';
type Variant = 'light' | 'filled' | 'outline';

const COLORS: Record<Variant, (color: string) => CSSProperties> = {
  light: (color) => ({ '--badge-bg': `var(--mantine-color-${color}-light)`, '--badge-fg': `var(--mantine-color-${color}-light-color)` }) as CSSProperties,
  filled: (color) => ({ '--badge-bg': `var(--mantine-color-${color}-filled)`, '--badge-fg': 'var(--mantine-color-white)' }) as CSSProperties,
  outline: (color) =>
    ({ '--badge-fg': `var(--mantine-color-${color}-outline)`, '--badge-border': `var(--mantine-color-${color}-outline)` }) as CSSProperties,
};

/**
 * Mantine's Badge, drawn with plain elements (badges.module.css): lists and a session's page
 * show one per row and per status, and the kit's Badge was a component's work each on a slow
 * phone's first render (issue 29).
 */
function StatusBadge({ variant, color, size = 'md', children }: { variant: Variant; color: string; size?: Size; children: ReactNode }) {
  return (
    <span className={`${classes.badge} ${classes[size]}`} style={COLORS[variant](color)}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}

export function FatherStatusBadge({ status, size }: { status: FatherStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <StatusBadge variant="light" color={FATHER_STATUS_COLORS[status]} size={size}>
      {t(`program.fatherStatus.${status}`)}
    </StatusBadge>
  );
}

export function SessionStatusBadge({ status, size }: { status: SessionStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <StatusBadge variant="light" color={SESSION_STATUS_COLORS[status]} size={size}>
      {t(`program.sessionStatus.${status}`)}
    </StatusBadge>
  );
}

export function AttendanceBadge({ status, size }: { status: AttendanceStatus | null; size?: Size }) {
  const { t } = useTranslation();
  if (!status) {
    return (
      <StatusBadge variant="outline" color="gray" size={size}>
        {t('program.notMarked')}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge variant="filled" color={ATTENDANCE_COLORS[status]} size={size}>
      {t(`program.attendance.${status}`)}
    </StatusBadge>
  );
}

export function AtRiskBadge({ size }: { size?: Size }) {
  const { t } = useTranslation();
  return (
    <StatusBadge variant="filled" color="red" size={size}>
      {t('program.atRisk')}
    </StatusBadge>
  );
}

export function CompletedCourseBadge({ size }: { size?: Size }) {
  const { t } = useTranslation();
  return (
    <StatusBadge variant="filled" color="grape" size={size}>
      {t('program.completedCourse')}
    </StatusBadge>
  );
}
