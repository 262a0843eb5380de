// The message catalogues (www/i18n/<lang>/<part>.js), read by Node without a browser: every
// language has every part and every key of English, with the same placeholders, and every
// plural category its language needs (Intl.PluralRules); its piece letters are five; and
// www/i18n/keys.json (the keys and English words a site translates from) is English as it is.
// `node keys.mjs` writes keys.json again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CODES } from '../../www/i18n/i18n.js';
import { PARTS, catalogue, english } from './keys.mjs';
import { PARTS as IMPORTS } from '../../www/i18n/parts.js';

const placeholders = (message) => {
  const forms = typeof message === 'string' ? [message] : Object.values(message);
  return new Set(forms.flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
};

test('keys.json holds every English key and message, by part', async () => {
  const written = JSON.parse(readFileSync(new URL('../../www/i18n/keys.json', import.meta.url), 'utf8'));
  assert.deepEqual(written, await english(), 'www/i18n/keys.json is out of date: run `node tests/e2e/keys.mjs`');
});

test('parts.js imports every part of every language but the first (which i18n.js imports)', async () => {
  assert.deepEqual(Object.keys(IMPORTS).sort(), [...CODES].sort());
  for (const lang of CODES) {
    assert.deepEqual(Object.keys(IMPORTS[lang]).sort(), PARTS.filter((part) => part !== 'first').sort(), lang);
    for (const [part, load] of Object.entries(IMPORTS[lang])) assert.equal((await load()).default, await catalogue(lang, part), `${lang}/${part}`);
  }
});

test('no key is in two parts of English (the parts of a language are merged)', async () => {
  const seen = new Map();
  for (const part of PARTS) {
    for (const key of Object.keys(await catalogue('en', part))) {
      assert.ok(!seen.has(key), `${key} is in both ${seen.get(key)} and ${part}`);
      seen.set(key, part);
    }
  }
  assert.ok(seen.size > 400, `only ${seen.size} keys`);
});

for (const lang of CODES.filter((code) => code !== 'en')) {
  test(`${lang}: every key of English, the same placeholders, every plural category`, async () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const problems = [];
    for (const part of PARTS) {
      const en = await catalogue('en', part);
      let theirs;
      try {
        theirs = await catalogue(lang, part);
      } catch (error) {
        problems.push(`${lang}/${part}.js does not load: ${error.message}`);
        continue;
      }
      for (const key of Object.keys(theirs)) if (!(key in en)) problems.push(`${part}: ${key} is not an English key`);
      for (const [key, message] of Object.entries(en)) {
        const own = theirs[key];
        if (own === undefined) {
          problems.push(`${part}: ${key} is missing`);
          continue;
        }
        if (typeof own !== 'string' && (typeof own !== 'object' || own === null || Object.values(own).some((form) => typeof form !== 'string'))) {
          problems.push(`${part}: ${key} is neither a string nor plural forms`);
          continue;
        }
        const want = [...placeholders(message)].sort().join(',');
        const have = [...placeholders(own)].sort().join(',');
        if (want !== have) problems.push(`${part}: ${key} has placeholders {${have}}, English {${want}}`);
        if (typeof message === 'object') {
          if (typeof own !== 'object') {
            problems.push(`${part}: ${key} needs plural forms (${categories.join(', ')})`);
          } else {
            const missing = categories.filter((category) => !(category in own));
            if (missing.length) problems.push(`${part}: ${key} lacks the plural forms ${missing.join(', ')}`);
          }
        }
      }
    }
    const letters = (await catalogue(lang, 'first')).letters;
    if (typeof letters !== 'string' || letters.split(' ').length !== 5) problems.push(`first: letters must be five piece letters (K Q R B N), not ${JSON.stringify(letters)}`);
    assert.deepEqual(problems, []);
  });
}

// A control's visible words are part of its accessible name (WCAG 2.5.3, axe's
// label-content-name-mismatch): `key.label` (a button's tooltip and aria-label) holds `key`'s
// words, in every part of the language. (analysis.lines names the engine's <select>, whose
// visible label is an element of its own.)
test('every language: a control\'s label holds its visible words', async () => {
  const problems = [];
  for (const lang of CODES) {
    const messages = {};
    for (const part of PARTS) Object.assign(messages, await catalogue(lang, part).catch(() => ({})));
    for (const [key, label] of Object.entries(messages)) {
      if (!key.endsWith('.label') || typeof label !== 'string' || key === 'analysis.lines.label') continue;
      const text = messages[key.slice(0, -'.label'.length)];
      if (typeof text !== 'string' || !/\p{L}/u.test(text)) continue;
      // Whole words, in order, as axe compares them (Chinese, without spaces between words: the
      // characters in order).
      const words = (message) => (message.toLocaleLowerCase(lang).match(/[\p{L}\p{N}]+/gu) ?? []).join(lang === 'zh' ? '' : ' ');
      const space = lang === 'zh' ? '' : ' ';
      if (!`${space}${words(label)}${space}`.includes(`${space}${words(text)}${space}`)) problems.push(`${lang}: "${label}" (${key}) does not hold "${text}"`);
    }
  }
  assert.deepEqual(problems, []);
});
