// Messages in the reader's language: a catalogue maps keys to messages with named
// placeholders ("{side} to move"); a message with plural forms is an object of
// Intl.PluralRules categories ({one, other, ...}), chosen by its `count` parameter. Numbers are
// written by Intl.NumberFormat, lists by Intl.ListFormat.

/** A translator for `lang` from `catalogues` (the first that has a key wins): t(key, params). */
export function translator(lang, ...catalogues) {
  const plurals = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang);
  const t = (key, params = {}) => {
    let message;
    for (const catalogue of catalogues) {
      message = catalogue[key];
      if (message !== undefined) break;
    }
    if (message === undefined) return key;
    if (typeof message === 'object') message = message[plurals.select(params.count ?? 0)] ?? message.other;
    return message.replace(/\{(\w+)\}/g, (whole, name) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : String(value);
    });
  };
  /** `items` as a list joined by "and" (`type: 'conjunction'`) or "or" (`'disjunction'`). */
  t.list = (items, type = 'conjunction') => new Intl.ListFormat(lang, { type }).format(items);
  return t;
}
