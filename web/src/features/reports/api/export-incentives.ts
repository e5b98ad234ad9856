import { useMutation } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { incentivesFileName, type DayRange } from '../utils/ranges';

/** The incentive ledger of the range as a spreadsheet: one line per incentive, voided ones marked (of one program's fathers with `programId`, as its report counts them). */
export function exportIncentives({ range, programId }: { range: DayRange; programId?: string }) {
  const query = { from: range.from, to: range.to, ...(programId ? { programId } : {}) };
  return downloadFile(GET('/api/reports/incentives.csv', { params: { query }, parseAs: 'blob' }), incentivesFileName(range));
}

export function useExportIncentives() {
  return useMutation({ mutationFn: exportIncentives });
}
