import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/Button';
import { JoinLayout } from './JoinLayout';

export function JoinRejectedPage() {
  const { t } = useTranslation();
  return (
    <JoinLayout title={t('join.rejectedTitle')}>
      <p className="text-slate-600 dark:text-slate-300">{t('join.rejectedText')}</p>
      <Link to="/teamtree" className={buttonClass('secondary', 'md', 'mt-6')}>
        {t('join.myTrees')}
      </Link>
    </JoinLayout>
  );
}
