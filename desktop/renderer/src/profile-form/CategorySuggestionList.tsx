import { useTranslation } from 'react-i18next';

interface Props {
  listId: string;
  /** The category's title, named in the list's label. */
  title: string;
  options: string[];
  /** The highlighted option, -1 for none. */
  active: number;
  hidden: boolean;
  onPick(option: string): void;
}

/** The listbox of suggested options under a category's option field. */
export function CategorySuggestionList({ listId, title, options, active, hidden, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('profileForm.suggestionsFor', { title: title || t('profileForm.thisCategory') })}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-10 mt-1 max-h-32 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {options.map((option, index) => (
        <li
          key={option}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          // Keep the focus in the field while choosing with the pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white' : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'}`}
        >
          {option}
        </li>
      ))}
    </ul>
  );
}
