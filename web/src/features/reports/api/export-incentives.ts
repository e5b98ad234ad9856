import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download';
import { incentivesFileName, type DayRange } from '../utils/ranges';

/** The incentive ledger of the range as a spreadsheet: one line per incentive, voided ones marked. */
export function exportIncentives(range: DayRange) {
  return downloadFile('/reports/incentives.csv', incentivesFileName(range), { query: { from: range.from, to: range.to } });
}

export function useExportIncentives() {
  return useMutation({ mutationFn: exportIncentives });
}
