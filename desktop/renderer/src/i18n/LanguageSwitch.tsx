import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './account-language';
import { LANGUAGES, isLanguage } from './language';

/** 'Language' / 'Sprache': Deutsch or English, each named in its own language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-slate-600 dark:text-slate-300">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => isLanguage(event.target.value) && chooseLanguage(event.target.value)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {[...LANGUAGES].reverse().map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
