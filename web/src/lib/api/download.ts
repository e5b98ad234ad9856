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

/** Hands a file being fetched (a typed client call with `parseAs: 'blob'`) to the browser as a download. */
export async function downloadFile(file: Promise<Blob>, filename: string) {
  saveFile(await file, filename);
}
