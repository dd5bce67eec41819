import { setI18n } from 'react-i18next';
import { i18n } from './i18n';

/**
 * Gives react-i18next's `useTranslation` the renderer's instance. Imported once, first, by the
 * app's entry (main.tsx): i18n.ts itself stays free of React so that Node code (tests,
 * benchmarks) may import the modules that show text.
 */
setI18n(i18n);
