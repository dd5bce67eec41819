type Log = Pick<Console, 'error'>;

/**
 * Every delivery after a commit goes through here: the change is committed, so a failing
 * fan-out (an adapter down, a bug in a recipient query) is logged and never turns the committed
 * change into an error answer.
 */
export async function afterCommit(log: Log, what: string, send: () => void | Promise<void>): Promise<void> {
  try {
    await send();
  } catch (err) {
    log.error(`[realtime] could not send ${what}:`, err);
  }
}
