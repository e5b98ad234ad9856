// What a text costs before it is sent: the server's rule (server/src/domain/sms.rs, `cost`),
// ported so the compose box can say it while the text is typed. The server computes it again
// when the text is queued; the two are held together by text-cost.test.ts's cases, the
// server's own.

export type Encoding = 'GSM-7' | 'UCS-2';

export interface TextCost {
  encoding: Encoding;
  /** How many messages the phone network sends it in (and bills). */
  segments: number;
  /** Characters as people count them (an emoji is one), as the server's 1600 limit counts them. */
  characters: number;
}

/** GSM 03.38's basic alphabet: one septet each. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape and the character, two septets each. */
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

/** Septets a character takes in GSM-7, or null when it is outside the alphabet. */
function gsm7Septets(character: string): number | null {
  if (GSM7_BASIC.has(character)) return 1;
  if (GSM7_EXTENDED.has(character)) return 2;
  return null;
}

/** Segments of `units` (each an unsplittable piece): one when all fit `single`, else parts of `part`. */
function segmentsOf(units: number[], single: number, part: number): number {
  const total = units.reduce((sum, unit) => sum + unit, 0);
  if (total <= single) return 1;
  let segments = 1;
  let filled = 0;
  for (const unit of units) {
    if (filled + unit > part) {
      segments += 1;
      filled = 0;
    }
    filled += unit;
  }
  return segments;
}

/**
 * GSM-7 when every character is in its alphabet: 160 septets in one segment or 153 a part (an
 * escape and its character never split); otherwise UCS-2: 70 UTF-16 units or 67 a part (a
 * surrogate pair never split).
 */
export function textCost(body: string): TextCost {
  const characters = [...body];
  const septets = characters.map(gsm7Septets);
  if (septets.every((count) => count !== null)) {
    return { encoding: 'GSM-7', segments: segmentsOf(septets as number[], 160, 153), characters: characters.length };
  }
  return { encoding: 'UCS-2', segments: segmentsOf(characters.map((character) => character.length), 70, 67), characters: characters.length };
}
