import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download';
import { reportFileName, type DayRange } from '../utils/ranges';

/** The report as a spreadsheet: the program's row, one per group, then milestones by kind. */
export function exportReport(range: DayRange) {
  return downloadFile('/reports/summary.csv', reportFileName(range), { query: { from: range.from, to: range.to } });
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
