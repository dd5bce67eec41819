/**
 * The English catalogue (locales/en.json): the spec's texts, unchanged (tests and acceptance suites
 * find controls by them). One JSON file a language, as i18next and translation tools read them;
 * the top-level keys are the areas the screens use (`t('teamlist.…')`). Every key here has its
 * German text in locales/de.json (de.ts types it; tests/unit/renderer/i18n/catalogues.test.ts).
 * Plurals: `name_one` / `name_other`, chosen by `t('name', { count })`. How to add a text, and
 * what each area's texts are for: docs/i18n.md.
 *
 * The area `messages` is a file of its own (locales/en.messages.json): its English texts are also
 * the keys messages.ts finds a message by, in every language, and the app's first script carries
 * that small file, while each language's catalogue loads on its own (i18n.ts).
 */
import catalogue from './locales/en.json';
import messages from './locales/en.messages.json';

export const en = { ...catalogue, messages };

export type Catalogue = typeof en;
