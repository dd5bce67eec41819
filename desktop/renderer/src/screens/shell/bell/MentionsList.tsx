import { useQueryClient } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Mention, MentionsAnswer } from '@shared/schemas/mention';
import { markAllMentionsRead, markMentionRead, mentionKeys } from '../../../follow-ups/mentions-api';
import { partnerHref } from '../../../lib/partner-link';
import { usePartnerDetails } from '../../../stores/partner-details-store';
import { useView } from '../../../stores/view-store';
import { BellSection } from './BellSection';


/** Takes read mentions out of the held list at once (the server is told separately). */
function dropHeld(queryClient: ReturnType<typeof useQueryClient>, ids: readonly string[] | 'all') {
  queryClient.setQueryData<MentionsAnswer>(mentionKeys.unread, (data) => {
    if (!data) return data;
    const mentions = ids === 'all' ? [] : data.mentions.filter((m) => !ids.includes(m.id));
    return { mentions, unread: ids === 'all' ? 0 : Math.max(0, data.unread - (data.mentions.length - mentions.length)) };
  });
}

/**
 * The bell's unread mentions of the user ('Anna mentioned you on Paula Prospect', all their
 * trees): each opens the partner's timeline in its tree and counts as read; 'Mark all read'
 * clears them.
 */
export function MentionsList({ answer }: { answer: MentionsAnswer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const openDetails = usePartnerDetails((s) => s.open);
  if (answer.mentions.length === 0) return null;

  function open(mention: Mention) {
    dropHeld(queryClient, [mention.id]);
    void markMentionRead(mention.id).catch(() => queryClient.invalidateQueries({ queryKey: mentionKeys.unread }));
    setActiveTreeId(mention.teamtreeId);
    // The tree page follows its address: it names the tree (and the partner) there.
    if (pathname === '/teamtree') void navigate(partnerHref(mention.teamtreeId, mention.profileId), { replace: true });
    openDetails(mention.profileId, 'timeline');
  }

  const more = answer.unread - answer.mentions.length;
  return (
    <BellSection
      id="bell-mentions"
      title={t('followUps.mentions')}
      after={
        <>
          {more > 0 && <p className="px-2 text-xs text-slate-600 dark:text-slate-400">{t('followUps.mentionsMore', { count: more })}</p>}
          <button
            type="button"
            onClick={() => {
              dropHeld(queryClient, 'all');
              void markAllMentionsRead().catch(() => queryClient.invalidateQueries({ queryKey: mentionKeys.unread }));
            }}
            className="px-2 text-xs font-medium text-emerald-700 hover:underline touch:min-h-11 dark:text-emerald-400"
          >
            {t('followUps.markAllRead')}
          </button>
        </>
      }
    >
      {answer.mentions.map((mention) => (
        <li key={mention.id}>
          <Popover.Close asChild>
            <button
              type="button"
              onClick={() => open(mention)}
              className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 touch:min-h-11 dark:hover:bg-slate-800"
            >
              {t('followUps.mentionedYou', {
                author: mention.author ? mention.author.firstName || mention.author.lastName : t('followUps.formerMember'),
                partner: mention.profileName,
              })}
            </button>
          </Popover.Close>
        </li>
      ))}
    </BellSection>
  );
}
