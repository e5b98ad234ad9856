import { useMutation } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { reportFileName, type DayRange } from '../utils/ranges';

/** The report as a spreadsheet: the program's row, one per group, then milestones by kind (of one program with `programId`). */
export function exportReport({ range, programId }: { range: DayRange; programId?: string }) {
  const query = { from: range.from, to: range.to, ...(programId ? { programId } : {}) };
  return downloadFile(GET('/api/reports/summary.csv', { params: { query }, parseAs: 'blob' }), reportFileName(range));
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
