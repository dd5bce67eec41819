import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import type { NewMentions } from './mention-notices';

type Delivery = Pick<AppContext, 'hub' | 'log'>;

/**
 * Tells each newly mentioned member, in their own room (every socket of theirs is in it):
 * `mention-add` with the notice, which carries no text (docs/follow-ups.md "Mentions"). After the commit; never throws.
 */
export function emitMentions(app: Delivery, notices: NewMentions): Promise<void> {
  return afterCommit(app.log, UPDATE_TYPES.mentionAdd, () => {
    for (const { userId, mention } of notices) {
      app.hub.toUsers([userId], { type: UPDATE_TYPES.mentionAdd, teamtreeId: mention.teamtreeId, profileId: mention.profileId, data: mention });
    }
  });
}
