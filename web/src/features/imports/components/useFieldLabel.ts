import { useTranslation } from 'react-i18next';
import type { ImportField } from '../api/types';

/** A field's name as the record form says it; `id` says it updates the record it names. */
export function useFieldLabel(): (field: ImportField) => string {
  const { t } = useTranslation();
  return (field) => (field === 'id' ? t('imports.mapping.idField') : t(`fields.${field}`));
}
