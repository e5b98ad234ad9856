import { describe, expect, it } from 'vitest';
import { textCost } from './text-cost';

// The server's cases (server/src/domain/sms.rs, `cost`'s tests), at every boundary.

const a = (count: number) => 'a'.repeat(count);
const costOf = (body: string) => {
  const { encoding, segments } = textCost(body);
  return [encoding, segments];
};

describe('textCost', () => {
  it('fits 160 GSM-7 characters in one segment and 153 in each part', () => {
    expect(costOf(a(160))).toEqual(['GSM-7', 1]);
    expect(costOf(a(161))).toEqual(['GSM-7', 2]);
    expect(costOf(a(306))).toEqual(['GSM-7', 2]);
    expect(costOf(a(307))).toEqual(['GSM-7', 3]);
    expect(costOf('')).toEqual(['GSM-7', 1]);
  });

  it('counts an extended character as two septets, and never splits its escape', () => {
    expect(costOf('€'.repeat(80))).toEqual(['GSM-7', 1]);
    expect(costOf(`${a(159)}€`)).toEqual(['GSM-7', 2]);
    // 152 septets, then an escape pair that does not fit the first part's 153.
    expect(costOf(`${a(152)}€${a(152)}`)).toEqual(['GSM-7', 3]);
    for (const extended of ['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']) {
      expect(costOf(extended.repeat(81)), extended).toEqual(['GSM-7', 2]);
    }
  });

  it('makes the whole text UCS-2 for one character outside GSM-7', () => {
    expect(costOf(`${a(69)}á`)).toEqual(['UCS-2', 1]);
    expect(costOf(`${a(70)}á`)).toEqual(['UCS-2', 2]);
    expect(costOf('á'.repeat(134))).toEqual(['UCS-2', 2]);
    expect(costOf('á'.repeat(135))).toEqual(['UCS-2', 3]);
  });

  it('counts an emoji as two UTF-16 units, never split across parts, and one character', () => {
    expect(costOf('🙂'.repeat(35))).toEqual(['UCS-2', 1]);
    // 68 units: one segment holds 70.
    expect(costOf(`${'á'.repeat(66)}🙂`)).toEqual(['UCS-2', 1]);
    expect(costOf(`${'á'.repeat(69)}🙂`)).toEqual(['UCS-2', 2]);
    // Parts of 67: the pair does not fit after 66 units and starts the second part, so the last
    // unit goes into a third (split, the pair would have made it two).
    expect(costOf(`${'á'.repeat(66)}🙂${'á'.repeat(66)}`)).toEqual(['UCS-2', 3]);
    expect(textCost('🙂'.repeat(35)).characters).toBe(35);
    expect(textCost(`${a(3)}é€`).characters).toBe(5);
  });

  it('splits Spanish accents between the two alphabets', () => {
    for (const inside of ['é', 'ñ', 'ü', '¿', '¡', 'Ñ', 'É']) expect(textCost(inside).encoding, inside).toBe('GSM-7');
    for (const outside of ['á', 'í', 'ó', 'ú', 'Á', 'ç']) expect(textCost(outside).encoding, outside).toBe('UCS-2');
  });

  it('keeps line breaks in GSM-7', () => {
    expect(textCost('Hola\nMañana a las 6\r\n¿Vienes?').encoding).toBe('GSM-7');
  });
});
