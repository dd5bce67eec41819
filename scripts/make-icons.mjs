// Makes every PNG icon from desktop/build/icon.svg with Debian's Chromium:
// - desktop/build/icon.png (1024 px): electron-builder turns it into the .ico and .icns it needs;
// - desktop/renderer/public/icons/: the web app's icons (manifest in vite.config.ts, links in
//   index.html): the icon as drawn at 192 and 512 px, and a full-bleed variant (the green to the
//   edges, the tree inside the central 80 % circle every mask keeps) as the maskable icon and
//   Apple's touch icon (iOS rounds the corners itself and shows transparency as black).
// Run after changing the SVG: `node scripts/make-icons.mjs`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const webIcons = path.join(root, 'desktop/renderer/public/icons');

/** Where each PNG goes, its size in px, and whether it is the full-bleed variant. */
const ICONS = [
  { file: path.join(root, 'desktop/build/icon.png'), size: 1024, fullBleed: false },
  { file: path.join(webIcons, 'icon-192.png'), size: 192, fullBleed: false },
  { file: path.join(webIcons, 'icon-512.png'), size: 512, fullBleed: false },
  { file: path.join(webIcons, 'icon-maskable-512.png'), size: 512, fullBleed: true },
  { file: path.join(webIcons, 'apple-touch-icon.png'), size: 180, fullBleed: true },
];

/** The share of the icon's width the artwork keeps in the full-bleed variant (the maskable safe zone is a circle of 80 %). */
const FULL_BLEED_ART_SCALE = 0.8;

/* global document -- makeFullBleed runs in the page */
/**
 * In the page: the icon's background (its first rect) grows to the whole view box without
 * rounded corners, and everything drawn on it shrinks about the centre into the safe zone.
 */
function makeFullBleed(scale) {
  const svg = document.querySelector('svg');
  const background = svg.querySelector('rect');
  const box = svg.viewBox.baseVal;
  for (const [name, value] of [['x', box.x], ['y', box.y], ['width', box.width], ['height', box.height], ['rx', 0]]) {
    background.setAttribute(name, String(value));
  }
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const art = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  art.setAttribute('transform', `translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})`);
  for (const child of [...svg.children]) {
    if (child !== background && child.tagName !== 'defs') art.append(child);
  }
  svg.append(art);
}

const svg = await fs.readFile(path.join(root, 'desktop/build/icon.svg'), 'utf8');
await fs.mkdir(webIcons, { recursive: true });
const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1024, height: 1024 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const { file, size, fullBleed } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    if (fullBleed) await page.evaluate(makeFullBleed, FULL_BLEED_ART_SCALE);
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${path.relative(root, file)} written (${size} px${fullBleed ? ', full bleed' : ''})`);
  }
} finally {
  await context.close();
  await fs.rm(profile, { recursive: true, force: true });
}
