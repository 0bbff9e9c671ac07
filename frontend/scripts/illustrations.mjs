// Draws the public site's illustrations as SVG and writes them as AVIF and WebP at the widths the
// pages ask for (docs/public-site.md, "Images"). The outputs are committed; run this again after
// changing a drawing:  npm run illustrations -w frontend
// No stock photographs: the hero is a drawing of the work, the team portraits are illustrated
// avatars (the people's names and roles are content data in src/content/about.ts).
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

const BRAND = '#0f3d3e';
const BRAND_LIGHT = '#e6f0ef';
const ACCENT = '#f59e0b';

/** The home page's hero: Table Mountain behind a laptop of reconciled books, a slip and a tick. */
function heroSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">
  <rect width="640" height="480" rx="32" fill="${BRAND_LIGHT}"/>
  <circle cx="520" cy="96" r="40" fill="#fde7b0"/>
  <path d="M0 300 L90 250 L150 262 L210 214 L430 210 L470 236 L540 226 L640 270 L640 480 L0 480 Z" fill="#b9d3d0"/>
  <path d="M210 214 L430 210 L420 222 L220 226 Z" fill="#9fc2be"/>
  <rect x="0" y="330" width="640" height="150" fill="#cfe2df"/>
  <rect x="150" y="150" width="340" height="220" rx="14" fill="${BRAND}"/>
  <rect x="166" y="166" width="308" height="188" rx="6" fill="#ffffff"/>
  <rect x="186" y="186" width="120" height="12" rx="6" fill="#cbd5e1"/>
  <rect x="186" y="210" width="80" height="10" rx="5" fill="#e2e8f0"/>
  <rect x="196" y="296" width="30" height="40" rx="4" fill="#9fc2be"/>
  <rect x="240" y="270" width="30" height="66" rx="4" fill="#5f9c96"/>
  <rect x="284" y="252" width="30" height="84" rx="4" fill="${BRAND}"/>
  <rect x="328" y="232" width="30" height="104" rx="4" fill="${ACCENT}"/>
  <path d="M196 282 L255 258 L299 238 L343 214 L420 196" stroke="${ACCENT}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <rect x="378" y="246" width="76" height="10" rx="5" fill="#e2e8f0"/>
  <rect x="378" y="266" width="60" height="10" rx="5" fill="#e2e8f0"/>
  <rect x="378" y="286" width="70" height="10" rx="5" fill="#e2e8f0"/>
  <path d="M120 370 H520 L548 396 H92 Z" fill="#0a2a2b"/>
  <g transform="rotate(-8 96 250)">
    <rect x="56" y="170" width="96" height="150" rx="6" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>
    <rect x="72" y="190" width="64" height="8" rx="4" fill="#cbd5e1"/>
    <rect x="72" y="210" width="48" height="8" rx="4" fill="#e2e8f0"/>
    <rect x="72" y="230" width="56" height="8" rx="4" fill="#e2e8f0"/>
    <rect x="72" y="250" width="40" height="8" rx="4" fill="#e2e8f0"/>
    <rect x="72" y="286" width="64" height="12" rx="4" fill="${BRAND}"/>
  </g>
  <circle cx="520" cy="330" r="52" fill="${ACCENT}"/>
  <path d="M494 330 L512 348 L548 310" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

/** An illustrated portrait: shoulders, neck, head and hair, in the person's colours. No face is anyone's. */
function portraitSvg({ bg, skin, hair, shirt, style }) {
  const hairShapes = {
    short: `<path d="M112 128 Q110 70 160 64 Q212 62 210 128 Q200 96 160 94 Q122 96 112 128 Z" fill="${hair}"/>`,
    long: `<path d="M104 210 Q96 70 160 62 Q226 68 216 210 Q204 160 204 120 Q196 92 160 92 Q124 92 116 120 Q116 160 104 210 Z" fill="${hair}"/>`,
    bun: `<circle cx="160" cy="54" r="26" fill="${hair}"/><path d="M112 126 Q112 70 160 68 Q208 70 208 126 Q196 94 160 92 Q124 94 112 126 Z" fill="${hair}"/>`,
    curly: `<g fill="${hair}"><circle cx="124" cy="96" r="22"/><circle cx="146" cy="76" r="24"/><circle cx="176" cy="74" r="24"/><circle cx="198" cy="94" r="22"/><circle cx="112" cy="120" r="16"/><circle cx="208" cy="120" r="16"/></g>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="${bg}"/>
  <path d="M40 320 Q48 236 160 226 Q272 236 280 320 Z" fill="${shirt}"/>
  <path d="M136 196 H184 V236 Q160 252 136 236 Z" fill="${skin}"/>
  <path d="M132 232 L160 262 L188 232" stroke="#ffffff" stroke-width="6" fill="none" stroke-linejoin="round"/>
  ${style === 'long' ? hairShapes.long : ''}
  <ellipse cx="160" cy="140" rx="50" ry="60" fill="${skin}"/>
  ${style === 'long' ? `<path d="M112 128 Q116 84 160 84 Q204 84 208 128 Q190 104 160 102 Q130 104 112 128 Z" fill="${hair}"/>` : hairShapes[style]}
  <circle cx="141" cy="144" r="5" fill="#1f2937"/>
  <circle cx="179" cy="144" r="5" fill="#1f2937"/>
  <path d="M144 172 Q160 184 176 172" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** Slugs match TEAM[].portrait in src/content/about.ts. */
const PORTRAITS = {
  'team-thandiwe': { bg: '#e6f0ef', skin: '#8d5524', hair: '#1f1300', shirt: BRAND, style: 'bun' },
  'team-pieter': { bg: '#fdf3e1', skin: '#f1c27d', hair: '#a0522d', shirt: '#334155', style: 'short' },
  'team-aisha': { bg: '#e0e7ff', skin: '#c68642', hair: '#2b1b0e', shirt: '#b45309', style: 'long' },
  'team-sipho': { bg: '#dcfce7', skin: '#5c3a1e', hair: '#111111', shirt: '#1e3a8a', style: 'curly' },
};

/** [name, svg, widths]: the hero is shown up to 320 CSS px wide, a portrait at 96 CSS px (2x and 3x screens too). */
const IMAGES = [
  ['hero', heroSvg(), [320, 480, 640]],
  ...Object.entries(PORTRAITS).map(([slug, p]) => [slug, portraitSvg(p), [96, 192, 288]]),
];

await mkdir(OUT, { recursive: true });
for (const [name, svg, widths] of IMAGES) {
  for (const width of widths) {
    const base = sharp(Buffer.from(svg), { density: 300 }).resize({ width });
    await base
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(join(OUT, `${name}-${width}.avif`));
    await base
      .clone()
      .webp({ quality: 80, effort: 6 })
      .toFile(join(OUT, `${name}-${width}.webp`));
  }
  console.log(`${name}: ${widths.join(', ')} px`);
}
