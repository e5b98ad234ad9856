import { useMutation } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { incentivesFileName, type DayRange } from '../utils/ranges';

/** The incentive ledger of the range as a spreadsheet: one line per incentive, voided ones marked. */
export function exportIncentives(range: DayRange) {
  return downloadFile(GET('/api/reports/incentives.csv', { params: { query: { from: range.from, to: range.to } }, parseAs: 'blob' }), incentivesFileName(range));
}

export function useExportIncentives() {
  return useMutation({ mutationFn: exportIncentives });
}
