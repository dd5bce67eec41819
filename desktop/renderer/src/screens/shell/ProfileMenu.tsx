import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { CheckIcon, CloseIcon, EyeIcon, KeyIcon, LogoutIcon, MailIcon, PlusIcon, ServerIcon, UserIcon } from '../../components/Icons';
import { desktopHost } from '../../platform';
import { ServerDialog } from '../connection/ServerDialog';
import { useAuth } from '../../session/auth-store';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTree } from '../../trees/active-tree';
import { ImportMenuItem } from '../import/ImportMenuItem';
import { UpdateMenuItem } from './UpdateMenuItem';
import { useDigestToggle } from './useDigestToggle';
import { flyoutPlacement } from '../../components/flyout';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/account-language';
import { isLanguage } from '../../i18n/language';

// Its form code loads when the dialog is first opened, not with every page.
const ChangePasswordDialog = lazy(async () => ({ default: (await import('../../account/ChangePasswordDialog')).ChangePasswordDialog }));

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none touch:min-h-11 data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

/** The signed-in user: initial, name and email. */
function MenuHeader({ initial, name, email }: { initial: string; name?: string; email?: string }) {
  return (
    <div className="flex items-center gap-3 px-2 py-2">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
        {initial}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">{email}</p>
      </div>
    </div>
  );
}

/** The user's trees, the active one checked; choosing one opens it. */
function TreeItems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const { trees, activeTreeId } = useActiveTree();
  return (
    <>
      {trees.length === 0 && <p className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">{t('shell.noTeamTrees')}</p>}
      {trees.map((tree) => (
        <DropdownMenu.CheckboxItem
          key={tree.id}
          className={item}
          checked={tree.id === activeTreeId}
          onSelect={() => {
            setActiveTreeId(tree.id);
            navigate(`/teamtree?teamtreeId=${encodeURIComponent(tree.id)}`);
          }}
        >
          <span className="flex size-4 shrink-0 items-center justify-center">
            <DropdownMenu.ItemIndicator>
              <CheckIcon className="size-4 text-brand-700 dark:text-emerald-400" />
            </DropdownMenu.ItemIndicator>
          </span>
          <span className="truncate">{tree.name}</span>
        </DropdownMenu.CheckboxItem>
      ))}
    </>
  );
}

/** 'Language' / 'Sprache': Deutsch and English as radio items (the choice is kept in the account: i18n/account-language.ts). */
function LanguageItems() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
      <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('language.label')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={i18n.language} onValueChange={(value) => isLanguage(value) && chooseLanguage(value)}>
        {(['de', 'en'] as const).map((language) => (
          <DropdownMenu.RadioItem key={language} value={language} lang={language} className={item} onSelect={(event) => event.preventDefault()}>
            <span className="flex size-4 shrink-0 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <CheckIcon className="size-4 text-brand-700 dark:text-emerald-400" />
              </DropdownMenu.ItemIndicator>
            </span>
            {t(`language.${language}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
    </>
  );
}

/** Avatar, name and email, the tree list with a checkmark, 'Plant new TeamTree', Close, Logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const me = useAuth((s) => s.me);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openCreateJoin = useModals((s) => s.openCreateJoin);
  const shareSelection = useView((s) => s.shareSelection);
  const setShareSelection = useView((s) => s.setShareSelection);
  const { activeTreeId } = useActiveTree();
  const initial = (me?.firstName || me?.email || '?').charAt(0).toUpperCase();
  const desktop = desktopHost();
  const digest = useDigestToggle();
  const [serverOpen, setServerOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  async function signOut() {
    await logout();
    queryClient.clear();
    navigate('/auth/signin', { replace: true });
  }

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger aria-label={t('shell.profileMenu')} className="group flex size-9 shrink-0 items-center justify-center rounded-full touch:size-11">
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white group-hover:bg-brand-800">{initial}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" {...flyoutPlacement} className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[min(18rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
            <MenuHeader initial={initial} name={me?.name} email={me?.email} />
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('shell.teamTrees')}</DropdownMenu.Label>
            <TreeItems />
            <DropdownMenu.Item className={item} onSelect={openCreateJoin}>
              <PlusIcon className="size-4" /> {t('shell.plantTree')}
            </DropdownMenu.Item>
            <ImportMenuItem teamtreeId={activeTreeId} className={item} />
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            {/* An action rather than a checkbox: the tree list above keeps the menu's only checkmarks. */}
            <DropdownMenu.Item className={item} onSelect={() => setShareSelection(!shareSelection)}>
              <EyeIcon className="size-4" /> {shareSelection ? t('shell.hideSelection') : t('shell.showSelection')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${item} data-[disabled]:cursor-default data-[disabled]:opacity-60`} disabled={!digest.ready} onSelect={digest.toggle}>
              <MailIcon className="size-4" /> {digest.label}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={item} onSelect={() => navigate('/account')}>
              <UserIcon className="size-4" /> {t('shell.account')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={item} onSelect={() => setPasswordOpen(true)}>
              <KeyIcon className="size-4" /> {t('shell.changePassword')}
            </DropdownMenu.Item>
            {desktop && (
              <DropdownMenu.Item className={item} onSelect={() => setServerOpen(true)}>
                <ServerIcon className="size-4" /> {t('shell.server')}
              </DropdownMenu.Item>
            )}
            <LanguageItems />
            <UpdateMenuItem className={item} />
            <DropdownMenu.Item className={item}>
              <CloseIcon className="size-4" /> {t('shell.close')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${item} text-red-700 dark:text-red-300`} onSelect={() => void signOut()}>
              <LogoutIcon className="size-4" /> {t('shell.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {desktop && <ServerDialog open={serverOpen} onClose={() => setServerOpen(false)} />}
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
