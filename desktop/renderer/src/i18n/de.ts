/**
 * Der deutsche Katalog (locales/de.json): 'Du', die Wörter der Network-Marketer (Partner, Team,
 * Upline, Downline, Teamliste), kurz genug für ein 360-px-Handy. Typed as the English one, so a key
 * missing here is a type error (and tests/unit/renderer/i18n/catalogues.test.ts finds extra ones).
 */
import type { Catalogue } from './en';
import catalogue from './locales/de.json';

export const de: Catalogue = catalogue;
