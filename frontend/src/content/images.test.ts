import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAM } from './about';
import { HERO_IMAGE, imageUrl, portraitImage } from './images';

describe('the public site images (scripts/illustrations.mjs writes them)', () => {
  it('every width of every image exists as AVIF and WebP in public/images', () => {
    const sets = [HERO_IMAGE, ...TEAM.map((person) => portraitImage(person.portrait))];
    const missing = sets
      .flatMap((set) => set.widths.flatMap((w) => (['avif', 'webp'] as const).map((f) => imageUrl(set, w, f))))
      .filter((url) => !existsSync(join(__dirname, '../../public', url)));
    expect(missing).toEqual([]);
  });
});
