// Makes the app icon PNG (desktop/build/icon.png, 1024 px) from desktop/build/icon.svg with
// Debian's Chromium; electron-builder turns it into the .ico and .icns it needs.
// Run after changing the SVG: `node scripts/make-icons.mjs`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = await fs.readFile(path.join(root, 'desktop/build/icon.svg'), 'utf8');
const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1024, height: 1024 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="1024" height="1024" ')}</body></html>`);
  await page.screenshot({ path: path.join(root, 'desktop/build/icon.png'), omitBackground: true, clip: { x: 0, y: 0, width: 1024, height: 1024 } });
  console.log('desktop/build/icon.png written');
} finally {
  await context.close();
  await fs.rm(profile, { recursive: true, force: true });
}
