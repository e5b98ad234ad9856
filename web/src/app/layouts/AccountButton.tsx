import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api/types';
import classes from './account-button.module.css';

function initials(user: User): string {
  const parts = [user.firstName, user.lastName].filter(Boolean);
  const source = parts.length ? parts : user.displayName.split(/\s+/);
  return source
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

type AccountButtonProps = ComponentPropsWithoutRef<'button'> & { user: User };

/**
 * The button that opens the account menu: the person's initials and, where there is room, name.
 * Plain elements with the kit's look (account-button.module.css): the header draws it on every
 * page's first render (issue 29). The menu's target gives it its own props and class too.
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton(
  { user, className, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('userMenu.label', { name: user.displayName })}
      data-testid="user-menu"
      className={`mantine-focus-auto ${classes.button}${className ? ` ${className}` : ''}`}
      {...props}
    >
      <span className={classes.group}>
        {/* The initials are a picture of the name the button already says: drawn by CSS, so
            they are not text the button's name would have to contain. */}
        <span className={classes.avatar} aria-hidden>
          <span className={classes.initials}>
            <span className="fm-initials" data-initials={initials(user)} />
          </span>
        </span>
        <span className={`${classes.name} mantine-visible-from-xs`}>{user.displayName}</span>
      </span>
    </button>
  );
});
