import { describe, expect, it } from 'vitest';
import { dollarsText, formatMoney, parseDollars } from './money';

describe('incentive amounts', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$25', 2500],
    [' 7.05 ', 705],
    ['25,50', 2550],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', 'twenty', '25.505', '1,000', '-5', '2 5x', '25.'])('refuses %j rather than guess', (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it('writes cents back as the field shows them', () => {
    expect(dollarsText(2500)).toBe('25');
    expect(dollarsText(1550)).toBe('15.50');
    expect(dollarsText(705)).toBe('7.05');
  });

  it('shows dollars as the reader’s language writes them', () => {
    expect(formatMoney(2500, 'en')).toBe('$25.00');
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(2500, 'es')).toMatch(/^25,00\sUS\$$/);
  });
});
