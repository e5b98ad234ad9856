import { useTranslation } from 'react-i18next';
import { useStaffNames } from '../api/accounts';

/**
 * Staff accounts by name, as far as the viewer may know them (`useStaffNames`): "Ana Ruiz, Luis
 * Gómez", and "2 other staff members" for those he cannot name; '' for none, and while the names load.
 */
export function useStaffLabel(ids: readonly string[]): string {
  const { t } = useTranslation();
  const { names, unknown } = useStaffNames(ids);
  const others = unknown > 0 ? t('program.staffNames.others', { count: unknown }) : '';
  if (names.length === 0) return others;
  return others ? t('program.staffNames.list', { names: names.join(', '), others }) : names.join(', ');
}
