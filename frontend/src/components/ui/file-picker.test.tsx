// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../styles/theme';
import { FilePicker, type FilePickerTexts } from './file-picker';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: vi.fn() }));

const TEXTS: FilePickerTexts = {
  choose: 'Choose files',
  hint: 'Up to 10 MB each',
  listLabel: 'Chosen',
  remove: (name) => `Remove ${name}`,
  progress: (name) => `Uploading ${name}`,
  tooLarge: 'Too large',
  tooLargeText: (names) => names.join(', '),
  tooMany: { title: 'Too many', text: 'At most 2' },
};

function file(name: string, size = 10): File {
  const f = new File(['x'], name, { lastModified: 1 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Picker({ maxFiles, progress }: { maxFiles?: number; progress?: number[] | null }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ThemeProvider theme={theme}>
      <FilePicker variant="button" files={files} onFilesChange={setFiles} texts={TEXTS} maxFiles={maxFiles} progress={progress} />
    </ThemeProvider>
  );
}

const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });

describe('FilePicker', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(toast).mockClear();
  });

  it('lists chosen files once each and removes one on its button', () => {
    render(<Picker />);
    choose([file('a.pdf'), file('b.pdf')]);
    choose([file('a.pdf')]);
    expect(screen.getByRole('list', { name: 'Chosen' }).querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByText('b.pdf')).toBeTruthy();
  });

  it('refuses files over 10 MB with a toast naming them', () => {
    render(<Picker />);
    choose([file('big.pdf', 11 * 1024 * 1024), file('ok.pdf')]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Too large', description: 'big.pdf' }));
    expect(screen.queryByText('big.pdf')).toBeNull();
    expect(screen.getByText('ok.pdf')).toBeTruthy();
  });

  it('keeps at most maxFiles and says so', () => {
    render(<Picker maxFiles={2} />);
    choose([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Too many' }));
    expect(screen.queryByText('c.pdf')).toBeNull();
  });

  it('shows progress instead of the remove buttons while an upload runs', () => {
    const { rerender } = render(<Picker />);
    choose([file('a.pdf')]);
    rerender(<Picker progress={[40]} />);
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' }).getAttribute('value')).toBe('40');
  });
});
