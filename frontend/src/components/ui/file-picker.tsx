import { useId, useState, type ChangeEvent, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import styled, { css } from 'styled-components';
import { formatFileSize } from '../../lib/format';
import { fileKey, MAX_FILE_BYTES, splitBySize } from '../../lib/upload-rules';
import { Button } from './button';
import { CameraIcon, CloseIcon, FileIcon, UploadIcon } from './icons';
import { toast } from './toast';

export interface FilePickerTexts {
  /** The drop zone's title, or the button's text. */
  choose: string;
  /** The drop zone's title on a touch screen (no dragging there). */
  chooseTouch?: string;
  hint: string;
  /** A second button that opens a phone's camera; none without it. */
  takePhoto?: string;
  /** The chosen files' list: a visible heading (listHeading) or a name for screen readers (listLabel). */
  listHeading?: string;
  listLabel?: string;
  remove: (name: string) => string;
  progress?: (name: string) => string;
  tooLarge: string;
  tooLargeText: (names: string[]) => string;
  /** With maxFiles: the toast when more were chosen. */
  tooMany?: { title: string; text: string };
}

interface FilePickerProps {
  /** 'zone': a drop zone (drag, click or tap) for a page; 'button': one compact button inside a form. */
  variant: 'zone' | 'button';
  files: File[];
  onFilesChange: Dispatch<SetStateAction<File[]>>;
  texts: FilePickerTexts;
  disabled?: boolean;
  /** The input's accept list; any file without it. */
  accept?: string;
  /** At most this many files are kept; more are cut off with a toast (tooMany). */
  maxFiles?: number;
  /** Percent sent per file while an upload runs; the remove buttons are hidden meanwhile. */
  progress?: number[] | null;
  /** The hint's id (aria-describedby of the input); derived from the picker's own id without it. */
  hintId?: string;
}

/**
 * Choosing files: a file input behind a drop zone or a button, files over 10 MB refused with a toast,
 * the same file not listed twice, and the chosen files listed with their size and a remove button.
 */
export function FilePicker({
  variant,
  files,
  onFilesChange,
  texts,
  disabled = false,
  accept,
  maxFiles,
  progress,
  hintId,
}: FilePickerProps) {
  const inputId = useId();
  const headingId = `${inputId}-selected`;
  const describedBy = hintId ?? `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);

  const addFiles = (chosen: File[]) => {
    const { accepted, tooLarge } = splitBySize(chosen, MAX_FILE_BYTES);
    if (tooLarge.length > 0) {
      toast({ title: texts.tooLarge, description: texts.tooLargeText(tooLarge.map((f) => f.name)), variant: 'destructive' });
    }
    onFilesChange((current) => {
      const known = new Set(current.map(fileKey));
      const next = [...current, ...accepted.filter((f) => !known.has(fileKey(f)))];
      if (maxFiles !== undefined && next.length > maxFiles) {
        if (texts.tooMany) toast({ title: texts.tooMany.title, description: texts.tooMany.text, variant: 'destructive' });
        return next.slice(0, maxFiles);
      }
      return next;
    });
  };

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(e.target.files ?? []));
    e.target.value = '';
  };

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) addFiles(Array.from(e.dataTransfer.files));
  };

  const input = (
    <input
      id={inputId}
      type="file"
      multiple
      className="visually-hidden"
      aria-describedby={describedBy}
      onChange={onInput}
      disabled={disabled}
      accept={accept}
    />
  );

  const list = (
    <StyledFileList $compact={variant === 'button'} aria-label={texts.listHeading ? undefined : texts.listLabel}>
      {files.map((file, i) => (
        <li key={fileKey(file)}>
          <FileIcon />
          <StyledFileInfo $compact={variant === 'button'}>
            <span>{file.name}</span>
            <small>{formatFileSize(file.size)}</small>
            {progress && (
              <StyledProgress value={progress[i] ?? 0} max={100} aria-label={texts.progress?.(file.name)}>
                {progress[i] ?? 0}%
              </StyledProgress>
            )}
          </StyledFileInfo>
          {!progress && (
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={texts.remove(file.name)}
              onClick={() => onFilesChange((current) => current.filter((f) => f !== file))}
              disabled={disabled}
            >
              <CloseIcon />
            </Button>
          )}
        </li>
      ))}
    </StyledFileList>
  );

  return (
    <>
      {variant === 'zone' ? (
        <StyledDrop
          htmlFor={inputId}
          $active={dragging}
          $disabled={disabled}
          onDragOver={(e) => {
            e.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <UploadIcon />
          <StyledPointerOnly>{texts.choose}</StyledPointerOnly>
          <StyledTouchOnly>{texts.chooseTouch ?? texts.choose}</StyledTouchOnly>
          <span id={describedBy}>{texts.hint}</span>
          {input}
        </StyledDrop>
      ) : (
        <>
          <StyledFileButton htmlFor={inputId}>
            <UploadIcon />
            {texts.choose}
          </StyledFileButton>
          {input}
          <StyledHint id={describedBy}>{texts.hint}</StyledHint>
        </>
      )}
      {texts.takePhoto && (
        // A phone opens its camera for this one: a receipt or a letter photographed where it lies.
        <StyledCamera htmlFor={`${inputId}-camera`} $disabled={disabled}>
          <CameraIcon />
          {texts.takePhoto}
          <input
            id={`${inputId}-camera`}
            type="file"
            className="visually-hidden"
            onChange={onInput}
            disabled={disabled}
            accept="image/jpeg,image/png"
            capture="environment"
          />
        </StyledCamera>
      )}
      {files.length > 0 &&
        (texts.listHeading ? (
          <section aria-labelledby={headingId}>
            <StyledSubheading id={headingId}>{texts.listHeading}</StyledSubheading>
            {list}
          </section>
        ) : (
          list
        ))}
    </>
  );
}

const focusRing = css`
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledDrop = styled.label<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandLight : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  > svg {
    width: 2rem;
    height: 2rem;
    color: ${({ theme }) => theme.colors.brand};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${focusRing}
`;

/** Touch screens: no hover and a coarse pointer (a phone or tablet), where dragging files means nothing. */
const TOUCH = '@media (hover: none) and (pointer: coarse)';

const StyledPointerOnly = styled.strong`
  ${TOUCH} {
    display: none;
  }
`;

const StyledTouchOnly = styled.strong`
  display: none;
  ${TOUCH} {
    display: inline;
  }
`;

const StyledCamera = styled.label<{ $disabled: boolean }>`
  display: none;
  ${TOUCH} {
    display: flex;
  }
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  > svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  ${focusRing}
`;

const StyledFileButton = styled.label`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:has(+ input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSubheading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The zone's list: each file a bordered row; the button's: plain rows of small print. */
const StyledFileList = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $compact }) => ($compact ? 0 : theme.space.xs)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.sm)};
    min-width: 0;
    ${({ theme, $compact }) =>
      !$compact &&
      css`
        padding: ${theme.space.xs} ${theme.space.sm};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
      `}
  }
  svg {
    flex: none;
  }
  li > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $compact }) =>
    $compact &&
    css`
      svg {
        width: 1rem;
        height: 1rem;
      }
      li > svg {
        color: inherit;
      }
    `}
`;

const StyledFileInfo = styled.div<{ $compact: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  align-items: ${({ $compact }) => ($compact ? 'center' : 'stretch')};
  gap: ${({ theme, $compact }) => ($compact ? theme.space.xs : 0)};
  span {
    overflow-wrap: anywhere;
    ${({ $compact }) => $compact && 'flex: 1; min-width: 0;'}
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    ${({ $compact }) => $compact && 'white-space: nowrap;'}
  }
`;

const StyledProgress = styled.progress`
  width: 100%;
  height: 0.5rem;
  margin-top: ${({ theme }) => theme.space.xxs};
  accent-color: ${({ theme }) => theme.colors.brand};
`;
