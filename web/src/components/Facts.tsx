import type { CSSProperties, ReactNode } from 'react';
import classes from './facts.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs (a description list); empty values show a dash. Plain elements
 * (facts.module.css): a responsive SimpleGrid writes its own <style> each render, and two Texts
 * per fact were kit components' work on a slow phone's first render (issue 29).
 */
export function Facts({ items, cols = 2 }: { items: Fact[]; cols?: number }) {
  return (
    <dl className={classes.facts} style={{ '--facts-cols': cols } as CSSProperties}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value}>
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
