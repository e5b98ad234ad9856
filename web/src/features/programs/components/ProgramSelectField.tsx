import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form';
import type { Program } from '../api/types';

/** The program a new record goes in, among `programs` (programChoices: shown only once there are two). */
export function ProgramSelectField<TValues extends FieldValues>({ name, programs }: { name: Path<TValues>; programs: readonly Program[] }) {
  const { t } = useTranslation();
  return (
    <SelectField<TValues>
      name={name}
      label={t('programs.select.label')}
      description={t('programs.select.hint')}
      required
      options={[{ value: '', label: t('programs.select.choose') }, ...programs.map((program) => ({ value: program.id, label: program.name }))]}
    />
  );
}
