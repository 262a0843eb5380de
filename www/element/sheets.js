// The element's stylesheets: each fetched and parsed once for all the boards of a page, and
// adopted by each shadow root that needs it. (A <link> in each shadow root would parse it, and
// make its piece images, once a board: on a page of 20 boards the first layout took about twice
// as long.) The layout brings draw-board.css and theme.css (and dark.css for dark panels); each part loaded later brings its
// own: the editor, the engine panel, the review, the endgame table, the lesson.
const sheets = new Map(); // address -> Promise of its CSSStyleSheet
const constructable = typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype
  && typeof ShadowRoot === 'function' && 'adoptedStyleSheets' in ShadowRoot.prototype;

// The text of the stylesheet at `href`. A bundler may have inlined a small one as a data:
// address, which the page's CSP may forbid fetching: that is read here.
async function cssText(href) {
  if (href.startsWith('data:')) {
    const comma = href.indexOf(',');
    const body = href.slice(comma + 1);
    return href.slice(0, comma).endsWith(';base64') ? new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0))) : decodeURIComponent(body);
  }
  const response = await fetch(href);
  return response.ok ? response.text() : '';
}

function load(href) {
  if (!sheets.has(href)) {
    sheets.set(href, (async () => {
      const sheet = new CSSStyleSheet({ baseURL: href });
      try {
        sheet.replaceSync(await cssText(href));
      } catch {
        // Unreachable: an empty sheet.
      }
      return sheet;
    })());
  }
  return sheets.get(href);
}

/** Adds the stylesheets at `hrefs` to `root` (a shadow root), after those it has; resolves once
 *  they apply, or could not be had (the part is drawn unstyled rather than not at all).
 *  Browsers without constructable stylesheets get <link>s. */
export function adopt(root, hrefs) {
  if (!constructable) {
    const links = hrefs.filter((href) => ![...root.querySelectorAll('link')].some((link) => link.href === href))
      .map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
    root.append(...links);
    return Promise.all(links.map((link) => new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    })));
  }
  return Promise.all(hrefs.map(load)).then((list) => {
    const fresh = list.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    if (fresh.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh];
  });
}
