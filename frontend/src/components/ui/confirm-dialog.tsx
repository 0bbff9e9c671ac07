import { uiContent } from '../../content/ui';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy: boolean;
  /** `danger` (default) for what cannot be undone, `primary` for a plain confirmation. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that cannot be undone here. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = uiContent.cancel,
  busyLabel = uiContent.saving,
  busy,
  tone = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not while the action runs: its outcome must be seen.
        if (!next && !busy) onClose();
      }}
      title={title}
      description={text}
      footer={
        <>
          <Button $variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button $variant={tone} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
