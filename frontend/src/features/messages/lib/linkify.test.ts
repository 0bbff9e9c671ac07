import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) and www addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://sars.gov.za/efiling. Or www.example.co.za, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://sars.gov.za/efiling', href: 'https://sars.gov.za/efiling' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.co.za', href: 'https://www.example.co.za' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('never makes a link of another scheme, and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) <a href="x">hi</a> data:text/html,<b>x</b>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('gives an empty list for empty text', () => {
    expect(linkify('')).toEqual([]);
  });
});
