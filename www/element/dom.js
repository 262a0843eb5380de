// Small DOM helpers shared by the board's views. Text is always set as text, never as markup.
import { say } from '../i18n/i18n.js';

/** A new element with an optional class and text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A button (type="button") whose words are the message `key` (see i18n.js `say`), with the
 *  message `label` (if any) for screen readers and as a tooltip. */
export function button(key, className, label) {
  const b = say(el('button', className), { text: key, label });
  b.type = 'button';
  return b;
}

/** A panel titled by the message `key`: {section, body}. Pages style it as
 *  `::part(panel)` or `::part(<className>-panel)`. */
export function section(key, className) {
  const s = el('section', `panel ${className}`);
  s.part = `panel ${className}-panel`;
  const body = el('div', 'panel-body');
  s.append(say(el('h2'), { text: key }), body);
  return { section: s, body };
}
