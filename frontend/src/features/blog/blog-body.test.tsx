// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../content/blog-posts';
import { BlogBody, parseBlogBody, renderInline } from './blog-body';

describe('parseBlogBody', () => {
  it('reads headings, paragraphs and bullet lists', () => {
    const source = 'Intro line one\nline two\n\n## Heading\n\n- first\n- second\n\n### Sub\nAfter';
    expect(parseBlogBody(source)).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', level: 2, text: 'Heading' },
      { kind: 'list', items: ['first', 'second'] },
      { kind: 'heading', level: 3, text: 'Sub' },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('ends a list when a paragraph line follows without a blank line', () => {
    expect(parseBlogBody('- a\n- b\nText')).toEqual([
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Text' },
    ]);
  });

  it('accepts Windows line endings and ignores extra blank lines', () => {
    expect(parseBlogBody('\r\n\r\nOne\r\n\r\n\r\n- x\r\n')).toEqual([
      { kind: 'paragraph', text: 'One' },
      { kind: 'list', items: ['x'] },
    ]);
  });
});

describe('renderInline', () => {
  it('turns **text** into strong elements and keeps the rest as text', () => {
    const { container } = render(<p>{renderInline('a **bold** b **more**')}</p>);
    expect(container.querySelectorAll('strong')).toHaveLength(2);
    expect(container.textContent).toBe('a bold b more');
  });

  it('leaves an unmatched marker as typed', () => {
    const { container } = render(<p>{renderInline('price **R799')}</p>);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toBe('price **R799');
  });
});

describe('BlogBody', () => {
  it('renders headings, lists and bold as elements', () => {
    const { container } = render(<BlogBody source={'## Title\n\n- **Bold** item\n- plain\n\nEnd.'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('li strong')?.textContent).toBe('Bold');
    expect(container.querySelector('p')?.textContent).toBe('End.');
  });

  it('never injects markup from the text', () => {
    const { container } = render(<BlogBody source={'<script>alert(1)</script> and <b>tag</b>\n\n- <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders every built-in post with headings and no stray markers', () => {
    for (const post of BLOG_POSTS) {
      const { container, unmount } = render(<BlogBody source={post.content} />);
      expect(container.querySelectorAll('h2').length).toBeGreaterThan(0);
      expect(container.textContent).not.toContain('**');
      expect(container.textContent).not.toMatch(/(^|\n)##/);
      unmount();
    }
  });
});
