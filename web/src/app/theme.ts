import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import './theme.css';

/** WCAG's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Shade 8 is the filled background (white text on it), the colour of coloured text and outlines;
 * shade 9 is the text of light badges and alerts on shade 1. Mantine's greens, yellows, oranges
 * and cyans are too light for that, so each of these shades is darkened (Mantine's `darken`, by
 * 0.04 at a time) until it keeps AA (4.5:1) on white with room to spare for the light grey
 * surfaces (gray.0–1) it also sits on: shade 7 to 5:1, 8 to 5.2:1, 9 to 7:1.
 */
export const MIN_CONTRAST: Record<number, number> = { 7: 5, 8: 5.2, 9: 7 };

/**
 * The shades that darkening changes, written out rather than computed at every start (6–16 ms
 * of a slow phone's start-up, issue 29); theme.test.ts computes them again from Mantine's
 * palettes and fails when they differ.
 */
export const DARKENED_SHADES: Partial<Record<string, Record<number, string>>> = {
  red: { 7: '#cc3636', 8: '#ce2d2d', 9: '#ab2323' },
  pink: { 7: '#c52f64' },
  grape: { 7: '#a73cc1' },
  indigo: { 7: '#3f5fe2', 9: '#344cbf' },
  blue: { 7: '#196fbd', 8: '#186cba', 9: '#155897' },
  cyan: { 7: '#0c7787', 8: '#0c7687', 9: '#0b6171' },
  teal: { 7: '#0c7d5a', 8: '#097c58', 9: '#086448' },
  green: { 7: '#257b36', 8: '#247c36', 9: '#20642e' },
  lime: { 7: '#4e7a0c', 8: '#47750c', 9: '#3c630c' },
  yellow: { 7: '#966200', 8: '#995900', 9: '#874600' },
  orange: { 7: '#ba4e07', 8: '#b5460c', 9: '#9c340c' },
};

const colors: Record<string, MantineColorsTuple> = {};
for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
  if (name === 'dark') continue;
  const shades = [...palette];
  for (const [shade, colour] of Object.entries(DARKENED_SHADES[name] ?? {})) shades[Number(shade)] = colour;
  colors[name] = shades as unknown as MantineColorsTuple;
}

/**
 * A father at risk is flagged by his row's light red ground (`.fm-at-risk` in theme.css). The link
 * and red-word shades used on white fall short on it (blue.8 4.46:1, red.8 4.30:1 on red.1), so
 * the row's links and red words take darker ones, in each colour scheme.
 */
export const AT_RISK = {
  light: { background: colors.red[1], link: colors.blue[9], text: colors.red[9] },
  // red.9 darkened by half (Mantine's `darken(red.9, 0.5)`; theme.test.ts checks it).
  dark: { background: '#561212', link: colors.blue[3], text: colors.red[3] },
};

/** The at-risk row's colours as CSS variables, per colour scheme (written into theme-variables.css at build time). */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const variables = ({ background, link, text }: (typeof AT_RISK)['light']) => ({
    '--fm-at-risk-background': background,
    '--fm-at-risk-link': link,
    '--fm-at-risk-text': text,
  });
  return { variables: {}, light: variables(AT_RISK.light), dark: variables(AT_RISK.dark) };
};

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
