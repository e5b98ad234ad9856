/** 7.5 → '7.5', 12 → '12', 3.456 → '3.46': hours as the reader writes numbers. */
export function formatHours(hours: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(hours);
}
