import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Program } from '../api/types';

/**
 * "Program: All programs / …" above a list or the calendar, among `programs`
 * (programFilterChoices: shown only once the viewer knows two). '' is every program.
 */
export function ProgramFilterSelect({
  programs,
  value,
  onChange,
  loading = false,
}: {
  programs: readonly Program[];
  value: string | undefined;
  onChange: (programId: string | undefined) => void;
  /** The programs are still being read: a chosen one not among them yet says so rather than "unknown". */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const known = programs.some((program) => program.id === value);
  return (
    <NativeSelect
      label={t('programs.filter.label')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      data={[
        { value: '', label: t('programs.filter.all') },
        ...programs.map((program) => ({
          value: program.id,
          label: program.archivedAt ? t('programs.filter.archived', { name: program.name }) : program.name,
        })),
        // A link to a program that is gone, or not known to this reader, still shows what it filters on.
        ...(value && !known ? [{ value, label: loading ? t('common.loading') : t('programs.filter.unknown') }] : []),
      ]}
    />
  );
}
