import { describe, expect, it } from 'vitest';
import { darken, DEFAULT_THEME } from '@mantine/core';
import { AT_RISK, contrast, cssVariablesResolver, DARKENED_SHADES, MIN_CONTRAST, theme } from './theme';

const WHITE = '#ffffff';
const SURFACE = '#f1f3f5'; // gray.1, the lightest grey text sits on

/** Mantine's darken() answers rgba(); the contrast check and CSS variables want #rrggbb. */
function toHex(rgba: string): string {
  const [r, g, b] = (rgba.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => Math.round(Number(n)));
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

describe('theme', () => {
  it('darkens exactly the shades theme.ts writes out, to what darkening them answers', () => {
    const computed: Record<string, Record<number, string>> = {};
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark') continue;
      for (const [shade, minimum] of Object.entries(MIN_CONTRAST)) {
        let colour = palette[Number(shade)];
        while (contrast(colour, WHITE) < minimum) colour = toHex(darken(colour, 0.04));
        if (colour !== palette[Number(shade)]) (computed[name] ??= {})[Number(shade)] = colour;
      }
    }
    expect(DARKENED_SHADES).toEqual(computed);
    for (const [name, shades] of Object.entries(computed)) {
      for (const [shade, colour] of Object.entries(shades)) expect(theme.colors?.[name]?.[Number(shade)]).toBe(colour);
    }
    expect(AT_RISK.dark.background).toBe(toHex(darken(computed.red[9], 0.5)));
  });

  it('keeps every colour’s text, filled and light shades at WCAG AA (4.5:1)', () => {
    for (const [name, shades] of Object.entries(theme.colors ?? {})) {
      if (!shades) continue;
      // Coloured text (shade 7, the filled/text shade 8) on white and on light grey surfaces.
      for (const shade of [7, 8]) {
        expect(contrast(shades[shade], WHITE), `${name}.${shade} on white`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(shades[shade], SURFACE), `${name}.${shade} on gray.1`).toBeGreaterThanOrEqual(4.5);
      }
      // A filled badge or button: white on shade 8. A light one: shade 9 on shade 1.
      expect(contrast(WHITE, shades[8]), `white on ${name}.8`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9], shades[1]), `${name}.9 on ${name}.1`).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.primaryShade).toBe(8);
  });

  it('keeps the links, red words and text of an at-risk row well above AA on its red ground, in both schemes', () => {
    const text = { light: '#000000', dark: DEFAULT_THEME.colors.dark[0] }; // Mantine's text colours
    for (const scheme of ['light', 'dark'] as const) {
      const { background, link, text: red } = AT_RISK[scheme];
      for (const [what, colour] of Object.entries({ link, 'red words': red, text: text[scheme] })) {
        expect(contrast(colour, background), `${scheme}: ${what} on the at-risk ground`).toBeGreaterThanOrEqual(5.5);
      }
    }
    const resolved = cssVariablesResolver(theme as never);
    expect(resolved.light['--fm-at-risk-link']).toBe(AT_RISK.light.link);
    expect(resolved.dark['--fm-at-risk-background']).toBe(AT_RISK.dark.background);
  });

  it('keeps dimmed text (gray.7) at AA on white and light grey', () => {
    const gray = theme.colors?.gray;
    expect(gray).toBeDefined();
    expect(contrast(gray![7], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(gray![7], SURFACE)).toBeGreaterThanOrEqual(4.5);
  });
});
