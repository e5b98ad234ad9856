import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
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
 * and cyans are too light for that, so each of these shades is darkened until it keeps AA (4.5:1)
 * on white with room to spare for the light grey surfaces (gray.0–1) it also sits on.
 */
const MIN_CONTRAST: Record<number, number> = { 7: 5, 8: 5.2, 9: 7 };

function accessible(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  for (const [shade, minimum] of Object.entries(MIN_CONTRAST)) {
    let colour = shades[Number(shade)];
    while (contrast(colour, '#ffffff') < minimum) colour = toHex(darken(colour, 0.04));
    shades[Number(shade)] = colour;
  }
  return shades as unknown as MantineColorsTuple;
}

/** Mantine's darken() answers rgba(); the contrast check and CSS variables want #rrggbb. */
function toHex(rgba: string): string {
  const [r, g, b] = (rgba.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => Math.round(Number(n)));
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, accessible(palette)]),
);

/**
 * A father at risk is flagged by his row's light red ground (`.fm-at-risk` in theme.css). The link
 * and red-word shades used on white fall short on it (blue.8 4.46:1, red.8 4.30:1 on red.1), so
 * the row's links and red words take darker ones, in each colour scheme.
 */
export const AT_RISK = {
  light: { background: colors.red[1], link: colors.blue[9], text: colors.red[9] },
  dark: { background: toHex(darken(colors.red[9], 0.5)), link: colors.blue[3], text: colors.red[3] },
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
