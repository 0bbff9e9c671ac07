import { toast } from '../components/ui/toast';
import { errorMessage } from './api-client';
import { staffCommon } from '../content/staff';

/**
 * Runs a staff action and reports it in a toast: the success text, or the server's own sentence
 * (e.g. "Transition not allowed") when it fails. Resolves true on success.
 */
export async function runAction(action: () => Promise<unknown>, success: { title: string; description?: string }): Promise<boolean> {
  try {
    await action();
    toast(success);
    return true;
  } catch (err) {
    toast({ title: staffCommon.actionFailed, description: errorMessage(err, staffCommon.actionFailedFallback), variant: 'destructive' });
    return false;
  }
}
