// Which boards the reader can see: one IntersectionObserver for the page. A board in view asks
// its workers first; those below the fold wait until they come into view or the workers are
// idle. Without IntersectionObserver every board counts as in view.

const seen = new WeakSet();
const callbacks = new WeakMap(); // element -> called each time it comes into view
let observer = null;

/** Starts watching `element`; `onVisible` is called each time it comes into view. */
export function watch(element, onVisible) {
  if (typeof IntersectionObserver === 'undefined') {
    seen.add(element);
    return;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        seen.add(entry.target);
        callbacks.get(entry.target)?.();
      } else {
        seen.delete(entry.target);
      }
    }
  }, { rootMargin: '100px' });
  callbacks.set(element, onVisible);
  observer.observe(element);
}

/** Stops watching `element` (it left the page). */
export function unwatch(element) {
  callbacks.delete(element);
  observer?.unobserve(element);
  seen.delete(element);
}

/** Whether `element` is in view (or near it). */
export const isVisible = (element) => seen.has(element);
