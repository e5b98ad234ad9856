import type { ReactNode } from 'react';
import classes from './section.module.css';

/**
 * A titled block of a page, named for assistive technology by its title. Plain elements with
 * the kit's look (section.module.css): a page draws several, and a Paper, Stack, Group and Title
 * each were four kit components' work per section on a slow phone's first render (issue 29).
 * `id`: an address within the page (`/fathers/{id}#texts`) and a link's target.
 */
export function Section({ id, title, actions, children }: { id?: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className={classes.section} aria-label={title}>
      <div className={classes.head}>
        <h2 className={classes.title}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
