import { ToastProvider } from '../ui/toast';

/** The toast viewport of a public page: one for the page, whichever island shows a toast. */
export function Toasts() {
  return <ToastProvider>{null}</ToastProvider>;
}
