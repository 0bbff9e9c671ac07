import { toast } from '../stores/toast-store';
import { errorMessage } from './api-client';
import { staffCommon } from '../content/staff';

interface ToastText {
  title: string;
  description?: string;
}

/**
 * Runs a staff action and reports it in a toast: the success text (or one made from the action's
 * result), or the server's own sentence (e.g. "Transition not allowed") when it fails, after which
 * `onError` may put the server's field messages on a form (applyServerErrors). Resolves true on
 * success.
 */
export async function runAction<R>(
  action: () => Promise<R>,
  success: ToastText | ((result: R) => ToastText),
  onError?: (err: unknown) => void,
): Promise<boolean> {
  try {
    const result = await action();
    toast(typeof success === 'function' ? success(result) : success);
    return true;
  } catch (err) {
    toast({ title: staffCommon.actionFailed, description: errorMessage(err, staffCommon.actionFailedFallback), variant: 'destructive' });
    onError?.(err);
    return false;
  }
}
