// Small DOM helpers shared by the board's views. Text is always set as text, never as markup.

/** A new element with an optional class and text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A button (type="button") with an optional label for screen readers and as a tooltip. */
export function button(text, className, label) {
  const b = el('button', className, text);
  b.type = 'button';
  if (label) {
    b.setAttribute('aria-label', label);
    b.title = label;
  }
  return b;
}

/** A titled panel: {section, body}. */
export function section(title, className) {
  const s = el('section', `panel ${className}`);
  const body = el('div', 'panel-body');
  s.append(el('h2', '', title), body);
  return { section: s, body };
}
