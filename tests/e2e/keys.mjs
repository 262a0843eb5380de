// The English catalogues as one file for sites that translate the board into a language it
// lacks: `node tests/e2e/keys.mjs` writes www/i18n/keys.json ({part: {key: English message}}),
// which catalogues.test.mjs checks is up to date.
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const I18N = new URL('../../www/i18n/', import.meta.url);

/** The parts of each language's catalogue, in the order they load. */
export const PARTS = ['first', 'board', 'reasons', 'panels', 'edit', 'audit', 'lesson', 'page']
  .filter((part) => readdirSync(new URL('en/', I18N)).includes(`${part}.js`));

/** The messages of `part` in `lang`. */
export async function catalogue(lang, part) {
  return (await import(new URL(`${lang}/${part}.js`, I18N).href)).default;
}

/** Every English message, by part. */
export async function english() {
  const all = {};
  for (const part of PARTS) all[part] = await catalogue('en', part);
  return all;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = fileURLToPath(new URL('keys.json', I18N));
  writeFileSync(path, `${JSON.stringify(await english(), null, 2)}\n`);
  console.log(`${path}: ${Object.values(await english()).reduce((n, part) => n + Object.keys(part).length, 0)} keys`);
}
