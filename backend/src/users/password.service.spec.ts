import { loadConfig } from '../config/app-config';
import { PasswordService } from './password.service';

describe('PasswordService', () => {
  it('verifies a sign-in ahead of queued re-authentication when every slot is busy', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' }), argon2MaxConcurrent: 1 };
    config.argon2 = { memoryKiB: 8192, timeCost: 1, parallelism: 1 };
    const passwords = new PasswordService(config);
    const hash = await passwords.hash('correct-horse-42');
    const order: string[] = [];
    const busy = passwords.hash('keeps-the-only-slot-busy');
    const reauth = passwords.verify(hash, 'correct-horse-42').then(() => order.push('re-authentication'));
    const signIn = passwords.verify(hash, 'correct-horse-42', true).then(() => order.push('sign-in'));
    await Promise.all([busy, reauth, signIn]);
    expect(order).toEqual(['sign-in', 're-authentication']);
  });
});
