import { ToastContainer, toast, type ToastContainerProps } from 'react-toastify';

/** The specification's toast settings. */
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
  return <ToastContainer {...TOAST_SETTINGS} />;
}

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
