import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';
import { useSessionStore } from '../../stores/session-store';
import { signInWithPasskey } from '../../lib/api/account-security';
import { securityContent } from '../../content/account-security';
import { passkeyErrorMessage } from './passkey-errors';

const t = securityContent.passkeySignIn;

/** "Sign in with a passkey" on /auth: password-less, the browser offers the passkeys it holds for this site. */
export function PasskeySignIn({ onSuccess }: { onSuccess: () => void }) {
  const setUser = useSessionStore((s) => s.setUser);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      setUser(await signInWithPasskey());
      onSuccess();
    } catch (err) {
      toast({ title: t.failed, description: passkeyErrorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledWrap>
      <StyledOr>{t.or}</StyledOr>
      <Button type="button" $variant="outline" $block onClick={go} disabled={busy}>
        {t.button}
      </Button>
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledOr = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
