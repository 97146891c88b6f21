/*
 * Writes public/fonts/inter-basic-latin-wght.woff2: Inter (from @fontsource-variable/inter) cut to what
 * the public pages write (basic Latin and a few typographic marks), weights 400–700, with the layout
 * features the site uses. Its unicode-range in src/styles/global.css must list the same characters.
 * Needs subset-font, which is not a project dependency (it is run by hand when the font changes):
 *   npm install --no-save subset-font@2.9.0 && node scripts/fonts/subset-inter.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const source = readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
let text = '–—…‘’“”•·±°µ×€';
for (let code = 0x20; code <= 0x7e; code++) text += String.fromCharCode(code);
const font = await subsetFont(source, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'cv11', 'ss01', 'tnum'],
});
writeFileSync('public/fonts/inter-basic-latin-wght.woff2', font);
console.log(`public/fonts/inter-basic-latin-wght.woff2: ${font.length} bytes`);
