// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { LOGO_MARK } from '@table-bay/shared';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo-mark';

describe('LogoMark', () => {
  it('draws the shared mark, and the favicon is the same drawing', () => {
    const { container } = render(<LogoMark />);
    const paths = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(paths).toEqual([LOGO_MARK.ledgerPath, LOGO_MARK.tickPath]);
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe(LOGO_MARK.tileColour);

    const favicon = readFileSync(join(__dirname, '../../../public/favicon.svg'), 'utf8');
    for (const part of [
      LOGO_MARK.ledgerPath,
      LOGO_MARK.tickPath,
      LOGO_MARK.tileColour,
      LOGO_MARK.tickColour,
      `rx="${LOGO_MARK.tileRadius}"`,
    ]) {
      expect(favicon).toContain(part);
    }
  });
});
