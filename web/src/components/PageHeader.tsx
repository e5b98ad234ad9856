import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './page-header.module.css';

/**
 * A page's title, an optional way back, a line under it and its actions. Plain elements with
 * the kit's look (page-header.module.css): every page draws one on its first render, where
 * the kit's Stacks, Groups, Title, Text and Anchor were seven components' work on a slow phone
 * (issue 29).
 */
export function PageHeader({
  title,
  description,
  back,
  badges,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={classes.header}>
      {back && (
        <Link to={back.to} className={`${classes.back} fm-screen-only`}>
          ← {back.label}
        </Link>
      )}
      <div className={classes.bar}>
        <div className={classes.stack}>
          <div className={classes.line}>
            <h1 className={classes.title}>{title}</h1>
            {badges}
          </div>
          {description && <p className={classes.description}>{description}</p>}
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
    </div>
  );
}
