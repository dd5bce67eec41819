import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_CARE_SHOWN, type TeamCareSuggestion } from '@shared/domain/team-care';
import { ACTIVITY_UPDATE_TYPES, UPDATE_TYPES } from '@shared/schemas/realtime';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PhoneActions } from '../../components/PhoneActions';
import { chooseTeamCare, fetchTeamCare, teamCareKeys } from '../../follow-ups/team-care-api';
import { partnerHref } from '../../lib/partner-link';
import { onMayHaveMissed, onTreeUpdate } from '../../realtime/socket';
import { TodaySection } from './TodaySection';

/** What a suggestion asks for, under the partner's name. */
function useReason() {
  const { t } = useTranslation();
  return (suggestion: TeamCareSuggestion) => {
    if (suggestion.kind === 'welcome') return t('teamCare.welcome', { day: suggestion.day ?? 1 });
    if (suggestion.kind === 'birthday') return t('teamCare.birthday');
    return t('teamCare.noContact', { count: suggestion.days ?? 0 });
  };
}

/**
 * A new partner, a logged contact or a reconnection may change the suggestions: read them again;
 * also once the page has joined its tree's room (what changed before that sent no event here).
 */
function useTeamCareEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const again = () => void queryClient.invalidateQueries({ queryKey: teamCareKeys.all });
    const changes = new Set<string>([...ACTIVITY_UPDATE_TYPES, UPDATE_TYPES.profileAdd, UPDATE_TYPES.profileDelete]);
    const offUpdate = onTreeUpdate((event) => changes.has(event.type) && again());
    const offMissed = onMayHaveMissed(again);
    return () => {
      offUpdate();
      offMissed();
    };
  }, [queryClient]);
}

interface RowProps {
  suggestion: TeamCareSuggestion;
  where: string | null;
  busy: boolean;
  onChoose(choice: 'done' | 'snooze'): void;
}

function CareRow({ suggestion, where, busy, onChoose }: RowProps) {
  const { t } = useTranslation();
  const reason = useReason();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-care={suggestion.kind}>
      <Link
        to={partnerHref(suggestion.teamtreeId, suggestion.profileId)}
        className="flex min-h-11 min-w-0 flex-1 basis-52 flex-col justify-center rounded-md px-2 py-1 hover:bg-slate-50 dark:hover:bg-slate-800/60"
      >
        <span className="line-clamp-2 font-medium break-words">{suggestion.name}</span>
        <span className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">{[reason(suggestion), where].filter(Boolean).join(' · ')}</span>
      </Link>
      <div className="flex flex-wrap items-center gap-2 pl-2 sm:pl-0">
        <PhoneActions phone={suggestion.phone} name={suggestion.name} />
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" className="max-sm:min-h-11 pointer-coarse:min-h-11" disabled={busy} onClick={() => onChoose('done')}>
            {t('teamCare.done')}
          </Button>
          <Button variant="ghost" size="sm" className="max-sm:min-h-11 pointer-coarse:min-h-11" disabled={busy} onClick={() => onChoose('snooze')}>
            {t('teamCare.snooze')}
          </Button>
        </span>
      </div>
    </li>
  );
}

/**
 * Today's 'Team care' (issue 37 item 4; docs/follow-ups.md "Team care"): across the user's trees,
 * welcome calls on days 1, 3 and 7, birthdays, and first-level partners without a logged contact
 * for the tree's days; each with a tap to call or WhatsApp, 'Done' and 'Snooze 7 days' (kept on
 * the server per user). The first 10, the rest behind 'Show all'.
 */
export function TeamCareSection({ treeName }: { treeName(teamtreeId: string): string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useTeamCareEvents();
  const care = useQuery({ queryKey: teamCareKeys.all, queryFn: fetchTeamCare });
  const [all, setAll] = useState(false);
  const choose = useMutation({
    mutationFn: ({ choice, key }: { choice: 'done' | 'snooze'; key: string }) => chooseTeamCare(choice, key),
    onSuccess: (_answer, { key }) => {
      queryClient.setQueryData(teamCareKeys.all, (old: { suggestions: TeamCareSuggestion[] } | undefined) => old && { suggestions: old.suggestions.filter((s) => s.key !== key) });
      void queryClient.invalidateQueries({ queryKey: teamCareKeys.all });
    },
  });

  if (care.isPending) {
    return (
      <TodaySection id="today-team-care" title={t('teamCare.title')}>
        <p role="status" className="px-1 pt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('teamCare.loading')}
        </p>
      </TodaySection>
    );
  }
  if (care.error) {
    return (
      <TodaySection id="today-team-care" title={t('teamCare.title')}>
        <Alert className="mt-2">{t('teamCare.notLoaded', { error: errorMessage(care.error) })}</Alert>
      </TodaySection>
    );
  }
  const suggestions = care.data.suggestions;
  const shown = all ? suggestions : suggestions.slice(0, TEAM_CARE_SHOWN);
  const where = (suggestion: TeamCareSuggestion) => {
    const tree = treeName(suggestion.teamtreeId);
    return tree && t('teamCare.inTree', { tree });
  };
  return (
    <TodaySection id="today-team-care" title={t('teamCare.title')}>
      {choose.error && <Alert className="mt-2">{t('teamCare.choiceFailed', { error: errorMessage(choose.error) })}</Alert>}
      {suggestions.length === 0 ? (
        <p className="px-1 pt-2 text-sm text-slate-600 dark:text-slate-400">{t('teamCare.none')}</p>
      ) : (
        <ul aria-label={t('teamCare.title')} className="divide-y divide-slate-100 dark:divide-slate-800">
          {shown.map((suggestion) => (
            <CareRow
              key={suggestion.key}
              suggestion={suggestion}
              where={where(suggestion)}
              busy={choose.isPending && choose.variables?.key === suggestion.key}
              onChoose={(choice) => choose.mutate({ choice, key: suggestion.key })}
            />
          ))}
        </ul>
      )}
      {!all && suggestions.length > TEAM_CARE_SHOWN && (
        <Button variant="ghost" size="sm" className="mt-1 min-h-11 w-full" aria-label={t('teamCare.showAll')} onClick={() => setAll(true)}>
          {t('teamCare.showAllCount', { count: suggestions.length })}
        </Button>
      )}
    </TodaySection>
  );
}
