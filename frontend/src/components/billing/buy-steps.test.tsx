// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../styles/theme';
import { BuySteps } from './buy-steps';

describe('BuySteps', () => {
  afterEach(cleanup);

  it('marks the steps before the current one done and the current one for screen readers', () => {
    render(
      <ThemeProvider theme={theme}>
        <BuySteps current="invoice" />
      </ThemeProvider>,
    );
    const steps = within(screen.getByRole('list', { name: 'Buying a package' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓Choose a package (done)',
      '✓Sign the engagement letter (done)',
      '3First invoice issued',
      '4Pay the invoice',
      '5Subscription active',
    ]);
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
  });
});
