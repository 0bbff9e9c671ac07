import { contentDisposition, fileResponseHeaders } from '../download/file-response-headers.util';
import { cleanContentType, cleanFileName } from './file-name.util';

describe('cleanFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\thandi\\March.pdf', 'March.pdf'],
    ['  spaced \t out\r\n.pdf ', 'spaced out .pdf'],
    ['.htaccess', 'htaccess'],
    ['....', 'document'],
    ['', 'document'],
    [undefined, 'document'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['nul\u0000byte.pdf', 'nulbyte.pdf'],
    ['Rekening Ma\u0308rz.pdf', 'Rekening März.pdf'],
  ])('%j becomes %j', (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it('shortens to 255 characters keeping the extension', () => {
    const out = cleanFileName(`${'b'.repeat(400)}.xlsx`);
    expect(out).toHaveLength(255);
    expect(out.endsWith('.xlsx')).toBe(true);
  });

  it('never splits a surrogate pair when shortening', () => {
    const out = cleanFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(out)).toHaveLength(255);
    expect(out.endsWith('😀.pdf')).toBe(true);
  });

  it('cuts plainly when the "extension" is too long to be one', () => {
    expect(cleanFileName(`x.${'y'.repeat(300)}`)).toHaveLength(255);
  });
});

describe('cleanContentType', () => {
  it.each([
    ['application/pdf', 'application/pdf'],
    ['Image/PNG; charset=binary', 'image/png'],
    ['', 'application/octet-stream'],
    ['not a type', 'application/octet-stream'],
    ['text/html\r\nX-Evil: 1', 'application/octet-stream'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(cleanContentType(raw)).toBe(stored);
  });
});

describe('download headers', () => {
  it('encodes the name per RFC 5987 with a safe ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Ko\u0308ln "Q1" 100%.pdf')).toBe(
      `attachment; filename="Koln _Q1_ 100_.pdf"; filename*=UTF-8''Ko%CC%88ln%20%22Q1%22%20100%25.pdf`,
    );
  });

  it('never serves an executable type, and only PDFs and images inline', () => {
    expect(fileResponseHeaders('a.html', 'text/html', true)).toMatchObject({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': expect.stringMatching(/^attachment;/),
    });
    expect(fileResponseHeaders('a.csv', 'text/csv', true)['Content-Disposition']).toMatch(/^attachment;/);
    expect(fileResponseHeaders('a.jpg', 'image/jpeg', true)['Content-Disposition']).toMatch(/^inline;/);
  });
});
