import { useTranslation } from 'react-i18next';

/** 'Choose a CSV or Excel (.xlsx) file': the file input of both imports (partners and monthly figures). */
export function ChooseImportFile({ onFile }: { onFile(file: File | undefined): void }) {
  const { t } = useTranslation();
  return (
    <label className="block text-sm font-medium">
      {t('importer.chooseFile')}
      <input
        type="file"
        accept=".csv,.txt,.xlsx"
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-white touch:text-base touch:file:py-2.5"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
    </label>
  );
}
