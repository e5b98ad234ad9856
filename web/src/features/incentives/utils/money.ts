// Incentives are paid in US dollars and counted in cents, as the API keeps them.

/** 2500 → '$25.00' in English, '25,00 US$' in Spanish: dollars as the reader writes them. */
export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/**
 * '25', '25.5', '$25.50' or '25,50' (a Spanish decimal comma) → cents; null for anything else.
 * '1,000' is refused rather than guessed: a thousand dollars or one dollar?
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the amount field shows them: 2500 → '25', 2550 → '25.50'. */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
