import styled from 'styled-components';
import { linkify } from '../lib/linkify';

/**
 * A message's text as plain text: line breaks kept, web addresses clickable (opened in a new tab,
 * without giving the page a handle on ours), and long words broken so nothing overflows a phone.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <StyledText>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </StyledText>
  );
}

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
