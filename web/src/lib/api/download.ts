import { apiBlob, type ApiOptions } from './client';

/** Hands a file made here (or fetched) to the browser as a download. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed afterwards.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Fetches a file with the signed-in user's token and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string, options: ApiOptions = {}) {
  saveFile(await apiBlob(path, options), filename);
}
