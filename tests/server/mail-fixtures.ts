import { afterAll, beforeAll } from 'vitest';
import { TestMailbox } from '../support/mailbox';
import { useTestServer } from '../support/use-test-server';

/** A test SMTP server and a test server sending its mail there (`SMTP_URL`), with `env` added. */
export function useMailServer(env: Record<string, string> = {}) {
  let mailbox: TestMailbox | undefined;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
  });
  afterAll(() => mailbox?.close());
  const started = (): TestMailbox => {
    if (!mailbox) throw new Error('useMailServer: the mailbox is not started yet');
    return mailbox;
  };
  const backend = useTestServer(() => ({ SMTP_URL: started().smtpUrl, ...env }));
  return {
    backend,
    api: backend.api,
    get mailbox() {
      return started();
    },
  };
}
