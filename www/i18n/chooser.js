// The language of the pages around the board (index.html, embed.html, lesson.html, drill.html)
// and the chooser in their header. The page speaks the language of its `lang` address parameter,
// else the one chosen before in this browser (localStorage `drawboard-lang`), else the first of
// the browser's languages there are words for, else English. The page's `lang` and `dir` say
// it, so the <draw-board> elements follow by themselves; the page's own words are the elements
// marked with keys (`data-t`, `data-t-label`, `data-t-hint` as i18n.js `say` writes them, and
// `data-t-aria` for an aria-label alone), and its <title> and description marked with `data-t`.
// Choosing another language does it all again without a reload, and is kept for the next visit.
//
// `pageWords` is the page's translator (words of the `page` part), for the words a page's own
// script writes: `pageReady` resolves once they are in, and `pageWords.watch(callback)` says
// when the language changed. A language without a catalogue is shown in English (i18n.js).
import { RTL, say, supported, words } from './i18n.js';
import { LANGUAGES } from './languages.js';

const SAVED = 'drawboard-lang';
let chooser = null; // the <select>, once added
let switching = Promise.resolve(); // the last change of language asked for, once done
let turns = 0; // changes asked for so far

/** The page's translator. */
export const pageWords = words();

// Web storage may be refused (some private modes): then no choice is kept.
const saved = () => {
  try {
    return localStorage.getItem(SAVED);
  } catch {
    return null;
  }
};
const save = (code) => {
  try {
    localStorage.setItem(SAVED, code);
  } catch {
    // the choice lasts for this page only
  }
};

// Whether there are words for language tag `tag` (supported() says "en" for those it does not know).
const known = (tag) => supported(tag) !== 'en' || /^en(?:[-_]|$)/i.test(tag);

/** The language the page opens in (see above). */
export function chosenLanguage() {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked) return supported(asked);
  const kept = saved();
  if (kept) return supported(kept);
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return supported(browser.find(known));
}

// Writes the page's words in the translator's language: the marked elements, the title and
// the description, and the chooser's choice.
function fillPage() {
  const t = pageWords;
  t.fill(document.body);
  for (const node of document.querySelectorAll('[data-t-aria]')) {
    if (t.has(node.dataset.tAria)) node.setAttribute('aria-label', t(node.dataset.tAria));
  }
  const title = document.querySelector('title[data-t]')?.dataset.t;
  if (title && t.has(title)) document.title = t(title);
  const description = document.querySelector('meta[name="description"][data-t]');
  if (description && t.has(description.dataset.t)) description.content = t(description.dataset.t);
  if (chooser) chooser.value = t.lang;
}

/** Shows the page in the language of tag `code` (ours, else English), the boards included.
 *  Resolves once its words are written; of two choices made quickly, the last wins. */
export function showLanguage(code) {
  const lang = supported(code);
  // The boards follow the page's `lang` as soon as it changes.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  document.documentElement.dir = RTL.includes(lang) ? 'rtl' : 'ltr';
  const turn = ++turns;
  const run = async () => {
    if (turn !== turns) return;
    // Asked for first, the page's words are in before the switch tells the watchers.
    pageWords.need('page');
    await pageWords.switch(lang);
    await pageWords.need('page');
    fillPage();
  };
  switching = switching.then(run, run);
  return switching;
}

// The chooser: a labelled <select> of the languages, each named in its own language, at the
// end of the header's links (or of the header, or atop the page).
function addChooser() {
  const box = document.createElement('span');
  box.className = 'lang-chooser';
  // English until the page's words are in, as the page's own HTML is.
  const label = say(document.createElement('label'), { text: 'page.language' });
  label.htmlFor = 'page-language';
  label.textContent = 'Language';
  chooser = document.createElement('select');
  chooser.id = 'page-language';
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = new Option(name, code);
    option.lang = code;
    chooser.append(option);
  }
  chooser.value = pageWords.lang || document.documentElement.lang;
  chooser.addEventListener('change', () => {
    const code = chooser.value;
    save(code);
    // An address that names the language names the one chosen now.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', code);
      window.history.replaceState(window.history.state, '', url);
    }
    showLanguage(code);
  });
  box.append(label, chooser);
  const header = document.querySelector('header');
  const place = header?.querySelector('nav') ?? header;
  if (place) place.append(box);
  else document.body.prepend(box);
}

/** Resolves once the page's words are in, in the language it opens in. */
export const pageReady = showLanguage(chosenLanguage());
// The page's `lang` is set (above, before any wait) before the boards start.
addChooser();
