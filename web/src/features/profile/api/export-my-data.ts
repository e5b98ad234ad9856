import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { downloadFile } from '@/lib/api/download';

/** A father's own data, everything the program recorded about him (staff's contact notes left out), as JSON. */
export function downloadMyData() {
  return downloadFile('/me/export', `my-data-${dayjs().format('YYYY-MM-DD')}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
