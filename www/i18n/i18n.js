// Messages in the reader's language. A catalogue (www/i18n/<lang>/<part>.js) maps keys to
// messages with named placeholders ("{side} to move"); a message with plural forms is an object
// of Intl.PluralRules categories ({one, other, ...}), chosen by its `count` parameter. Numbers are
// written by Intl.NumberFormat, lists by Intl.ListFormat. Each language comes in parts, each
// loaded when first needed: `first` (what a board shows with its first verdict), `board` (its
// tooltips and what screen readers hear, just after), `reasons` (why), `panels` (the engine, the
// review, the table), `edit` (the editor, files, the lessons kept), `audit`, `lesson` (puzzles,
// quizzes, the drill) and `page` (the pages around the element). English is the fallback.
// (languages.js names the languages, for choosers.)

// The first part of each language's catalogue, one import a file so that bundlers find them
// (parts.js has the others, loaded after the first verdict).
const FIRST = {
  en: () => import('./en/first.js'),
  de: () => import('./de/first.js'),
  fr: () => import('./fr/first.js'),
  es: () => import('./es/first.js'),
  it: () => import('./it/first.js'),
  nl: () => import('./nl/first.js'),
  pt: () => import('./pt/first.js'),
  pl: () => import('./pl/first.js'),
  cs: () => import('./cs/first.js'),
  hu: () => import('./hu/first.js'),
  sv: () => import('./sv/first.js'),
  nb: () => import('./nb/first.js'),
  tr: () => import('./tr/first.js'),
  ru: () => import('./ru/first.js'),
  uk: () => import('./uk/first.js'),
  zh: () => import('./zh/first.js'),
  ar: () => import('./ar/first.js'),
};

/** The languages there are catalogues for. */
export const CODES = Object.keys(FIRST);

/** The languages written right to left. */
export const RTL = ['ar'];

/** The language of ours for a language tag ("de-AT" -> "de", "no" -> "nb"), else "en". */
export function supported(tag) {
  const code = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const known = code === 'no' || code === 'nn' ? 'nb' : code;
  return CODES.includes(known) ? known : 'en';
}

/** The `lang` that applies to `node`: its own, else the nearest one up the document, through
 *  shadow roots to their hosts; "" when there is none. */
export function langOf(node) {
  for (let at = node; at;) {
    const found = at.closest?.('[lang]');
    if (found) return found.getAttribute('lang');
    at = at.getRootNode?.().host ?? null;
  }
  return '';
}

// The catalogues loaded, for all the boards of a page: "lang/part" -> Promise of the messages,
// and each language's messages merged as they come.
const parts = new Map();
const merged = new Map();
const failed = new Set();

/** The messages of `part` in `lang`, loaded once for the page. A catalogue that cannot be loaded
 *  is said once on the console, and its language's messages fall back to English. */
export function loadPart(lang, part) {
  const id = `${lang}/${part}`;
  if (!parts.has(id)) {
    parts.set(id, (part === 'first' ? FIRST[lang]() : import('./parts.js').then(({ PARTS }) => PARTS[lang][part]())).then((module) => {
      Object.assign(messagesOf(lang), module.default);
    }, (error) => {
      if (!failed.has(lang)) console.warn(`drawboard: the words in "${lang}" could not be loaded (${id}.js): English is shown instead`, error);
      failed.add(lang);
      return lang === 'en' ? undefined : loadPart('en', part);
    }));
  }
  return parts.get(id);
}

function messagesOf(lang) {
  if (!merged.has(lang)) merged.set(lang, {});
  return merged.get(lang);
}

/**
 * The words of one board: `t(key, params)` in its language, with `t.list(items, type)`,
 * `t.lang`, `t.dir`, `t.need(part)` (resolves once the part is in), `t.fill(node)` (the words of
 * the nodes marked with keys: see `say`) and `t.watch(callback)` (called when the language
 * changes). `t.translate`, when set, is the site's own words: (key, params) => string or
 * undefined. `t.san(text)` shows SAN in the board's `t.notation` ("english", "local",
 * "figurine") once `t.notations` holds notation.js; `t.readSan(text)` reads a move typed with
 * the language's letters (null when it has none).
 */
export function words() {
  let lang = 'en';
  let plurals;
  let numbers;
  const needed = new Set(['first']);
  const watchers = new Set();
  const warned = new Set();
  const warn = (key, why) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(`drawboard: translate("${key}") ${why}: the board's own words are shown`);
  };
  const format = (message, params) => {
    if (typeof message === 'object') message = message[plurals.select(params.count ?? 0)] ?? message.other;
    return message.replace(/\{(\w+)\}/g, (whole, name) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : String(value);
    });
  };
  const t = (key, params = {}) => {
    if (t.translate) {
      try {
        const own = t.translate(key, params);
        if (typeof own === 'string') return own;
        if (own !== undefined) warn(key, 'did not return a string');
      } catch (error) {
        warn(key, `threw (${error?.message ?? error})`);
      }
    }
    const message = find(key);
    return message === undefined ? key : format(message, params);
  };
  const find = (key) => merged.get(lang)?.[key] ?? merged.get('en')?.[key];
  /** Whether there are words for `key` (its part is in). */
  t.has = (key) => find(key) !== undefined;
  const use = (code) => {
    lang = code;
    plurals = new Intl.PluralRules(code);
    // Western digits in every language (the board's coordinates and move numbers use them).
    numbers = new Intl.NumberFormat(code, { useGrouping: false, numberingSystem: 'latn' });
  };
  use('en');
  t.translate = null;
  t.notation = 'english';
  t.notations = null;
  t.san = (text) => (t.notations && t.notation !== 'english' ? t.notations.showSan(text, t.notation, t) : text);
  t.readSan = (text) => t.notations?.readSan(text, t) ?? null;
  t.list = (items, type = 'conjunction') => new Intl.ListFormat(lang, { type }).format(items);
  /** The message `key` as a list of strings and nodes: a parameter that is a node (or a list
   *  of them) goes in as it is. */
  t.parts = (key, params = {}) => {
    const marked = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? `\u0000${name}\u0000` : value]));
    return t(key, marked).split(/\u0000(\w+)\u0000/).flatMap((piece, i) => (i % 2 ? params[piece] : piece ? [piece] : []));
  };
  /** `items` (strings or nodes) joined as a list, as strings and nodes. */
  t.listParts = (items, type = 'conjunction') => new Intl.ListFormat(lang, { type })
    .formatToParts(items.map((item, i) => String(i))).map((part) => (part.type === 'element' ? items[Number(part.value)] : part.value));
  t.need = (part) => {
    needed.add(part);
    return loadPart(lang, part);
  };
  t.fill = (node) => fill(node, t);
  t.watch = (callback) => watchers.add(callback);
  /** Switches to the language of tag `code` (ours, else English): loads the parts used so far,
   *  then tells the watchers. Resolves when done. */
  t.switch = async (code) => {
    const next = supported(code);
    await Promise.all([...needed].map((part) => loadPart(next, part)));
    if (next === lang && t.lang) return false;
    use(next);
    t.lang = next;
    t.dir = RTL.includes(next) ? 'rtl' : 'ltr';
    for (const callback of watchers) callback();
    return true;
  };
  t.lang = '';
  t.dir = 'ltr';
  return t;
}

/** Marks `node`'s words by key: `text` for its text, `label` for its aria-label and tooltip,
 *  `hint` for its placeholder. The board's `t.fill` writes them in its language, now and
 *  whenever the language changes. Returns the node. */
export function say(node, { text, label, hint } = {}) {
  if (text) node.dataset.t = text;
  if (label) node.dataset.tLabel = label;
  if (hint) node.dataset.tHint = hint;
  return node;
}

function fill(root, t) {
  const nodes = root.querySelectorAll('[data-t],[data-t-label],[data-t-hint]');
  for (const node of root.dataset ? [root, ...nodes] : nodes) {
    // A key whose part is not in yet is left for the next fill.
    const { t: text, tLabel: label, tHint: hint } = node.dataset;
    if (text && t.has(text)) node.textContent = t(text);
    if (label && t.has(label)) {
      node.setAttribute('aria-label', t(label));
      node.title = t(label);
    }
    if (hint && t.has(hint)) node.placeholder = t(hint);
  }
}
