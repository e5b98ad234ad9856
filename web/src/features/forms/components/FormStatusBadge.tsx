import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from '../api/types';

const COLORS = { draft: 'yellow', published: 'green', archived: 'gray' } as const satisfies Record<FormStatus, string>;

/** A version's status: a draft changes, a published version never does, an archived one takes no submissions. */
export function FormStatusBadge({ status }: { status: FormStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`forms.builder.status.${status}`)}
    </Badge>
  );
}
