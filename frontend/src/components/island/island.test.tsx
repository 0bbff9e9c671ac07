// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { collectIslands, Island } from './island';

function Greeting({ who }: { who: string }) {
  const id = useId();
  return (
    <button type="button" id={id}>
      Hello {who}
    </button>
  );
}

describe('Island', () => {
  it('inside the portal renders its component in place', () => {
    render(<Island name="header" component={Greeting} props={{ who: 'Cape Town' }} />);
    expect(screen.getByRole('button')).toHaveTextContent('Hello Cape Town');
  });

  it('an island-only part renders nothing inside the portal', () => {
    const { container } = render(<Island name="toasts" component={Greeting} props={{ who: 'x' }} islandOnly />);
    expect(container).toBeEmptyDOMElement();
  });

  it('at the prerender leaves a marker with its name, props, id prefix and hydration moment', () => {
    const { result, islands } = collectIslands(() =>
      renderToString(
        <main>
          <Island name="header" component={Greeting} props={{ who: 'A' }} />
          <Island name="enquiry" component={Greeting} props={{ who: 'B' }} hydrate="load" />
        </main>,
      ),
    );
    expect(islands.map((i) => [i.marker, i.prefix])).toEqual([
      ['<!--island:0-->', 'i0-'],
      ['<!--island:1-->', 'i1-'],
    ]);
    expect(result).toContain(
      'data-island="header" data-island-prefix="i0-" data-island-hydrate="use" data-props="{&quot;who&quot;:&quot;A&quot;}"',
    );
    expect(result).toContain('data-island="enquiry" data-island-prefix="i1-" data-island-hydrate="load"');
    expect(result).toContain('<!--island:1-->');
  });

  it('hydrates as a root of its own without a mismatch, the ids of two islands kept apart', async () => {
    const { result, islands } = collectIslands(() =>
      renderToString(
        <div>
          <Island name="header" component={Greeting} props={{ who: 'A' }} />
          <Island name="faq-group" component={Greeting} props={{ who: 'B' }} />
        </div>,
      ),
    );
    let html = result;
    for (const island of islands) html = html.replace(island.marker, renderToString(island.node, { identifierPrefix: island.prefix }));
    document.body.innerHTML = html;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    await act(async () => {
      for (const element of elements) {
        const props = JSON.parse(element.dataset.props ?? '{}') as { who: string };
        hydrateRoot(element, <Greeting {...props} />, {
          identifierPrefix: element.dataset.islandPrefix,
          onRecoverableError: (error) => console.error(error),
        });
      }
    });
    expect(errors).not.toHaveBeenCalled();
    const ids = [...document.querySelectorAll('button')].map((b) => b.id);
    expect(new Set(ids).size).toBe(2);
    errors.mockRestore();
  });
});
