import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { useAnnouncementMail } from '../../announcements/use-announcement-mail';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/PageFrame';
import { Switch } from '../../components/Switch';

/** 'Email me announcements' (issue 39): a mail for each announcement in the user's trees, on until turned off. */
export function AnnouncementMailSection() {
  const { t } = useTranslation();
  const mail = useAnnouncementMail();
  return (
    <Card>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{t('broadcast.mailTitle')}</h2>
        {mail.loadError ? (
          <Alert>{t('broadcast.mailNotLoaded', { error: errorMessage(mail.loadError) })}</Alert>
        ) : (
          <Switch label={t('broadcast.mailSwitch')} hint={t('broadcast.mailHint')} checked={mail.on ?? true} disabled={mail.on === null || mail.saving} onChange={mail.set} />
        )}
        {mail.saveError && <Alert>{t('broadcast.mailNotSaved', { error: errorMessage(mail.saveError) })}</Alert>}
      </div>
    </Card>
  );
}
