// @vitest-environment jsdom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from '../../content/faq';
import { theme } from '../../styles/theme';
import { FaqPage } from './faq-page';

const page = () => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>
  </ThemeProvider>
);

describe('FaqPage', () => {
  afterEach(cleanup);

  it('prerenders every question and answer, answers hidden until opened', () => {
    const html = renderToString(page());
    const prerendered = new DOMParser().parseFromString(html, 'text/html');
    for (const group of FAQ_GROUPS) {
      const section = prerendered.getElementById(group.id)!;
      const questions = [...section.querySelectorAll('h3 button')].map((b) => b.textContent);
      const answers = [...section.querySelectorAll('[role="region"]')].map((r) => r.textContent);
      expect(questions).toEqual(group.items.map((item) => item.question));
      expect(answers).toEqual(group.items.map((item) => item.answer));
    }
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(30);
    expect(html.match(/role="region"[^>]*hidden=""/g)).toHaveLength(30);
  });

  it('opens one answer at a time per group and closes it again', () => {
    render(page());
    const group = within(document.getElementById('general')!);
    const [first, second] = group.getAllByRole('button');
    const firstAnswer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(firstAnswer).toHaveAttribute('role', 'region');
    expect(firstAnswer).toHaveAttribute('aria-labelledby', first.id);

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(firstAnswer).not.toHaveAttribute('hidden');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstAnswer).toHaveAttribute('hidden');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');

    // Groups are independent.
    fireEvent.click(first);
    const tax = within(document.getElementById('tax')!).getAllByRole('button')[0];
    fireEvent.click(tax);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(tax).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus between a group’s questions with the arrow keys, Home and End', () => {
    render(page());
    const buttons = within(document.getElementById('payroll')!).getAllByRole('button');
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1], { key: 'End' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4], { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });
});
