import { useTranslation } from 'react-i18next';
/** Where a field the tree's owner hides from READ members would be (docs/privacy.md "What READ members see"). */
export function HiddenByOwner() {
  const { t } = useTranslation();
  return <span className="text-slate-600 italic dark:text-slate-400">{t('components.hiddenByOwner')}</span>;
}
