import type { ImportUpload } from './types';

/** The multipart form of `POST /api/imports/fathers`: the file and its mapping as JSON. */
export function importForm({ file, mapping }: ImportUpload): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('mapping', JSON.stringify(mapping));
  return form;
}
