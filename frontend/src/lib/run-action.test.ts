import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../stores/toast-store';
import { ApiError } from './api-client';
import { runAction } from './run-action';

vi.mock('../stores/toast-store', () => ({ toast: vi.fn() }));

describe('runAction', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('toasts the success text, made from the result when given a function, and resolves true', async () => {
    const onError = vi.fn();
    const ok = await runAction(
      () => Promise.resolve({ name: 'Lerato Dlamini' }),
      (created) => ({ title: 'Staff member added', description: `${created.name} can sign in now.` }),
      onError,
    );
    expect(ok).toBe(true);
    expect(toast).toHaveBeenCalledWith({ title: 'Staff member added', description: 'Lerato Dlamini can sign in now.' });
    expect(onError).not.toHaveBeenCalled();
  });

  it("toasts the server's sentence on failure, hands the error to onError and resolves false", async () => {
    const err = new ApiError(
      400,
      JSON.stringify({ message: 'Username is already taken', errors: { username: 'Username is already taken' } }),
    );
    const onError = vi.fn();
    const ok = await runAction(() => Promise.reject(err), { title: 'never shown' }, onError);
    expect(ok).toBe(false);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Username is already taken', variant: 'destructive' }));
    expect(onError).toHaveBeenCalledWith(err);
  });
});
