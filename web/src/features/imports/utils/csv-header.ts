import Papa from 'papaparse';

/**
 * The header row of a CSV file, read on the device (the rest of the file is left to the server):
 * the delimiter (comma or semicolon, as the server takes) found by papaparse, a byte-order mark
 * dropped, each name trimmed. Empty when the file has no header row.
 */
export function readCsvHeader(file: File): Promise<string[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: 1,
      delimitersToGuess: [',', ';'],
      skipEmptyLines: true,
      complete: (result) => {
        const [first = []] = result.data;
        resolve(first.map((cell, index) => (index === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim()));
      },
      error: (error) => reject(error),
    });
  });
}
