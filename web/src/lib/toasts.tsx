import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps, ToastContainerProps } from 'react-toastify';

// The toast library (10 KB gzip) is downloaded with the first toast, not by every first visit.
// Toasts given before its container is on the page are kept by the library until it is.
const library = () => import('react-toastify');
const ToastContainer = lazy(() => library().then((module) => ({ default: module.ToastContainer })));

let wanted = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast settings (docs/PRODUCT.md, "Toasts"). */
export const TOAST_SETTINGS = {
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 60,
  hideProgressBar: true,
  closeButton: true,
  // icon: not set, so each toast shows its type's icon (the library's default, "icon on").
  rtl: false,
  limit: 20,
} as const satisfies ToastContainerProps;

export function Toasts() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(subscribe, () => wanted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        {...TOAST_SETTINGS}
        aria-label={t('toasts.region')}
        closeButton={(props: CloseButtonProps) => <CloseToast {...props} label={t('common.close')} />}
      />
    </Suspense>
  );
}

/** The library's close button, named in the reader's language (its own says 'close'). */
function CloseToast({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme} fm-toast-close`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

function show(kind: 'success' | 'error' | 'info', message: ReactNode) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void library().then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  /** A toast with more than words: a line and a link, say (rendered outside the router: no <Link>). */
  rich: (kind: 'success' | 'error' | 'info', content: ReactNode) => show(kind, content),
};
