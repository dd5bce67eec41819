import type { DesktopHttpResult } from '../../../shared/desktop-api';
import type { Language } from '../../../shared/i18n/language';
import { mainTexts } from './texts';

/** The language of a main-process module that is given none (its tests): English. */
export const englishWhenNoneGiven = (): Language => 'en';

/** An answer of the main process itself (no server answered), shown by the renderer as its `error`. */
export const errorAnswer = (status: number, error: string): DesktopHttpResult => ({ status, body: { error } });

/** No answer came from the server: `unreachable` tells the renderer (it shows its own offline text then). */
export const unreachableAnswer = (language: Language): DesktopHttpResult => ({
  status: 503,
  body: { error: mainTexts(language).answers.unreachable, unreachable: true },
});

/** No server is chosen yet (first start). */
export const noServerAnswer = (language: Language): DesktopHttpResult => errorAnswer(503, mainTexts(language).answers.noServer);
