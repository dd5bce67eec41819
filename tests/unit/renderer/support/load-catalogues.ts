/**
 * The app loads each language's catalogue on its own (desktop/renderer/src/i18n/i18n.ts); unit
 * tests of modules that show text read both languages' texts as the app shows them once loaded.
 */
import { loadLanguage } from '../../../../desktop/renderer/src/i18n/i18n';

await Promise.all([loadLanguage('en'), loadLanguage('de')]);
