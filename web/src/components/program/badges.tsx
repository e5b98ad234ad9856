import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceStatus, FatherStatus, SessionStatus } from '@/lib/api/program';
import { ATTENDANCE_COLORS, FATHER_STATUS_COLORS, SESSION_STATUS_COLORS } from './labels';

type Size = BadgeProps['size'];

export function FatherStatusBadge({ status, size }: { status: FatherStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={FATHER_STATUS_COLORS[status]} size={size} miw="max-content">
      {t(`program.fatherStatus.${status}`)}
    </Badge>
  );
}

export function SessionStatusBadge({ status, size }: { status: SessionStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={SESSION_STATUS_COLORS[status]} size={size} miw="max-content">
      {t(`program.sessionStatus.${status}`)}
    </Badge>
  );
}

export function AttendanceBadge({ status, size }: { status: AttendanceStatus | null; size?: Size }) {
  const { t } = useTranslation();
  if (!status) {
    return (
      <Badge variant="outline" color="gray" size={size} miw="max-content">
        {t('program.notMarked')}
      </Badge>
    );
  }
  return (
    <Badge variant="filled" color={ATTENDANCE_COLORS[status]} size={size} miw="max-content">
      {t(`program.attendance.${status}`)}
    </Badge>
  );
}

export function AtRiskBadge({ size }: { size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="red" size={size} miw="max-content">
      {t('program.atRisk')}
    </Badge>
  );
}

export function CompletedCourseBadge({ size }: { size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="grape" size={size} miw="max-content">
      {t('program.completedCourse')}
    </Badge>
  );
}
