// The languages the board speaks, each by its own name, for language choosers (i18n.js CODES).
export const LANGUAGES = {
  en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands',
  pt: 'Português', pl: 'Polski', cs: 'Čeština', hu: 'Magyar', sv: 'Svenska', nb: 'Norsk bokmål',
  tr: 'Türkçe', ru: 'Русский', uk: 'Українська', zh: '中文', ar: 'العربية',
};
