import type { CSSProperties, ReactNode } from 'react';
import classes from './kit-button.module.css';

export interface KitButtonLook {
  /** The kit's default (filled in the primary colour) when neither is given. */
  variant?: 'filled' | 'light';
  color?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Added to the kit's inline variables, as the kit's style props would be. */
  style?: CSSProperties;
}

/**
 * The class, data attributes and inline variables of Mantine's Button with this look, for a
 * `<button>` (which takes `disabled` itself) or a router `<Link>` (kit-button.module.css). Plain elements: a session's page
 * drew six of the kit's buttons on a slow phone's first render, each several components'
 * work (issue 29). For a button that shows a loader while it works, the kit's Button.
 */
export function kitButton({ variant, color, size, disabled, style }: KitButtonLook = {}) {
  const vars: Record<string, string> = {};
  if (size === 'md') {
    vars['--button-height'] = 'var(--button-height-md)';
    vars['--button-padding-x'] = 'var(--button-padding-x-md)';
    vars['--button-fz'] = 'var(--mantine-font-size-md)';
  }
  const tone = color ?? 'blue';
  if (variant === 'light') {
    vars['--button-bg'] = `var(--mantine-color-${tone}-light)`;
    vars['--button-hover'] = `var(--mantine-color-${tone}-light-hover)`;
    vars['--button-color'] = `var(--mantine-color-${tone}-light-color)`;
  } else if (variant === 'filled' || color) {
    vars['--button-bg'] = `var(--mantine-color-${tone}-filled)`;
    vars['--button-hover'] = `var(--mantine-color-${tone}-filled-hover)`;
    vars['--button-color'] = 'var(--mantine-color-white)';
  } else {
    vars['--button-color'] = 'var(--mantine-color-white)';
  }
  if (variant || color) vars['--button-bd'] = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';
  return {
    // The kit's class names stay: theme.css makes buttons a thumb's size on a phone.
    className: `mantine-focus-auto${disabled ? '' : ' mantine-active'} ${classes.root} mantine-Button-root`,
    style: { ...vars, ...style } as CSSProperties,
    'data-variant': variant,
    'data-size': size,
    'data-disabled': disabled || undefined,
  };
}

/** What goes inside a kitButton: the kit's inner and label spans. */
export function KitButtonLabel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <span className={classes.inner}>
      <span className={classes.label} style={style}>
        {children}
      </span>
    </span>
  );
}
