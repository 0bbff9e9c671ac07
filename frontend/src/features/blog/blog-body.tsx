import type { ReactNode } from 'react';

/**
 * The blog's body format: blocks separated by blank lines; "## " and "### " start headings,
 * "- " starts a bullet, and **text** is bold anywhere. Rendered to React elements only, so text
 * in a post can never become markup.
 */
export type BlogBlock =
  { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseBlogBody(source: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('### ') || line.startsWith('## ')) {
      flush();
      const level = line.startsWith('### ') ? 3 : 2;
      blocks.push({ kind: 'heading', level, text: line.slice(level + 1).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list = list ?? [];
      list.push(line.slice(2).trim());
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Splits a line on **bold** markers; an unmatched marker stays as typed. */
export function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<strong key={match.index}>{match[1]}</strong>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function BlogBody({ source }: { source: string }) {
  return (
    <>
      {parseBlogBody(source).map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? <h2 key={i}>{renderInline(block.text)}</h2> : <h3 key={i}>{renderInline(block.text)}</h3>;
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          default:
            return <p key={i}>{renderInline(block.text)}</p>;
        }
      })}
    </>
  );
}
