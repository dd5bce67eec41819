import { useTranslation } from 'react-i18next';
const SIZES = {
  /** The sign-in screens' brand panel (large screens). */
  panel: {
    row: 'flex items-center gap-3',
    badge: 'flex size-10 items-center justify-center rounded-xl bg-white/15 text-lg font-bold',
    name: 'text-xl font-semibold tracking-tight',
  },
  /** Above a card on its own (the join screens). */
  page: {
    row: 'flex items-center gap-2',
    badge: 'flex size-9 items-center justify-center rounded-lg bg-brand-700 text-sm font-bold text-white',
    name: 'text-lg font-semibold',
  },
  /** In a top bar (the sign-in screens on small screens). */
  bar: {
    row: 'flex items-center gap-2 pl-2 lg:hidden',
    badge: 'flex size-8 items-center justify-center rounded-lg bg-brand-700 text-xs font-bold text-white',
    name: 'font-semibold tracking-tight',
  },
};

/**
 * The TeamTree mark: the 'TT' badge and the name, in the size of where it stands. In a bar it
 * is a repeat of the page's own title for screen readers, so it is hidden from them there.
 */
export function BrandMark({ size }: { size: keyof typeof SIZES }) {
  const { t } = useTranslation();
  const look = SIZES[size];
  const inner = (
    <>
      <span className={look.badge}>{t('components.brandBadge')}</span>
      <span className={look.name}>TeamTree</span>
    </>
  );
  return size === 'bar' ? (
    <span aria-hidden="true" className={look.row}>
      {inner}
    </span>
  ) : (
    <div className={look.row}>{inner}</div>
  );
}
