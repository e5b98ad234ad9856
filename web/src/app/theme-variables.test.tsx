import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { globalClassesCss, themeStylesheet, themeVariablesCss } from './theme-variables';

// Vitest runs in web/ (jsdom's import.meta.url is not a file URL).
const FILE = resolve('src/app/theme-variables.css');

describe('the theme’s CSS variables, computed at build time', () => {
  it('are the ones the theme gives now', () => {
    const wanted = themeStylesheet();
    if (process.env.UPDATE_THEME_VARIABLES) writeFileSync(FILE, wanted);
    expect(readFileSync(FILE, 'utf8'), 'theme.ts changed: run `npm run theme-variables`').toBe(wanted);
  });

  it('are what Mantine’s provider writes at start-up when it computes them', () => {
    const { container } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>page</p>
      </MantineProvider>,
    );
    const style = container.ownerDocument.querySelector('style[data-mantine-styles]');
    expect(style?.innerHTML).toBe(themeVariablesCss());
  });

  it('hold the global classes Mantine’s provider writes at start-up when asked to', () => {
    const { container } = render(
      <MantineProvider theme={theme} withCssVariables={false}>
        <p>page</p>
      </MantineProvider>,
    );
    const style = container.ownerDocument.querySelector('style[data-mantine-styles="classes"]');
    expect(style?.innerHTML).toBe(globalClassesCss());
    expect(globalClassesCss()).toContain('@media (min-width: 48em) {.mantine-hidden-from-sm {display: none !important;}}');
  });

  it('hold the theme’s own colours and the at-risk row’s, in both schemes', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-blue-filled: var(--mantine-color-blue-8)');
    expect(css).toMatch(/color-scheme="light"\]\)\{[^}]*--fm-at-risk-link/);
    expect(css).toMatch(/color-scheme="dark"\]\)\{[^}]*--fm-at-risk-background/);
  });
});
