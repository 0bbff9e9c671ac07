import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { uiContent } from '../../content/ui';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** react-hook-form's handleSubmit(...) result. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: string;
  /** Shown on the submit button while the request runs. */
  submittingLabel?: string;
  cancelLabel?: string;
  submitVariant?: ButtonVariant;
  /** Disable submitting (e.g. until a confirmation box is ticked). */
  submitDisabled?: boolean;
  size?: 'md' | 'lg';
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog holding one form: the fields, then Cancel and the submit button inside the form (so
 * Enter submits), the browser's own validation off (the form shows its messages beside the fields).
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  isSubmitting,
  submitLabel,
  submittingLabel = uiContent.saving,
  cancelLabel = uiContent.cancel,
  submitVariant = 'primary',
  submitDisabled = false,
  size,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={description}
      size={size}
    >
      <FormStack onSubmit={onSubmit} noValidate>
        {children}
        <FormFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" $variant={submitVariant} disabled={isSubmitting || submitDisabled}>
            {isSubmitting ? submittingLabel : submitLabel}
          </Button>
        </FormFooter>
      </FormStack>
    </Dialog>
  );
}

/** A form's fields, evenly spaced. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A form's buttons: the main one last (rightmost), stacked on a narrow phone with the main one on top. */
export const FormFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
