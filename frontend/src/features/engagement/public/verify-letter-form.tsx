import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { engagementContent } from '../../../content/engagement';
import { errorMessage } from '../../../lib/api-client';
import { verifyLetter, type VerifyResponse } from '../../../lib/api/engagement';
import { formatDate } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';

const t = engagementContent.verify;

/** The verification page's island: uploads the PDF to POST /api/engagement-letters/verify and says what came back. */
export function VerifyLetterForm() {
  // Read from the input when sending, not kept in state: a file chosen before the island hydrated counts too.
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<VerifyResponse | null>(null);
  const [busy, setBusy] = useState(false);
  // Prerendered, the button would submit the form natively before the island hydrated: the page
  // reloads and the file and the answer are lost. So it stays disabled until the island is live.
  const hydrated = useHydrated();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t.chooseFile);
      return;
    }
    setBusy(true);
    try {
      setResult(await verifyLetter(file));
      setError(undefined);
    } catch (err) {
      setError(errorMessage(err, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledForm onSubmit={(e) => void submit(e)} noValidate>
      <FormField id="verify-file" label={t.file} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            onChange={() => {
              setResult(null);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? t.checking : t.check}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result?.valid && (
          <StyledResult $valid>
            <strong>{t.valid}</strong>
            {result.signer && result.signedAt && <span>{t.validDetail(result.signer, formatDate(result.signedAt))}</span>}
          </StyledResult>
        )}
        {result && !result.valid && (
          <StyledResult $valid={false}>
            <strong>{t.invalid}</strong>
          </StyledResult>
        )}
      </div>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  input[type='file'] {
    max-width: 100%;
  }
`;

const StyledResult = styled.p<{ $valid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $valid }) => ($valid ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.danger)};
`;
