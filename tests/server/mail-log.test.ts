import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/accounts';
import { ApiClient } from '../support/http';
import { TestMailbox } from '../support/mailbox';
import { pollUntil } from '../support/poll';
import { startTestServer, type TestServer } from '../support/test-server';

/** What a server printed with `log.log`, line by line. */
function capturingLog() {
  const lines: string[] = [];
  return { lines, log: { log: (...args: unknown[]) => lines.push(args.join(' ')), warn: () => {}, error: () => {} } };
}

describe('without SMTP_URL', () => {
  const printed = capturingLog();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { log: printed.log });
  });
  afterAll(() => server.close());

  it('writes each mail to the log as one line: Mail to <address>: <subject> <link>', async () => {
    const api = new ApiClient(server.url);
    const user = await registerUser(api);
    await api.post('/api/auth/password/forgot', { email: user.email });
    const mailLines = await pollUntil(
      async () => printed.lines.filter((line) => line.startsWith(`Mail to ${user.email}:`)),
      (lines) => lines.length === 2,
    );
    expect(mailLines[0]).toMatch(new RegExp(`^Mail to ${user.email}: Confirm your email for TeamTree ${server.url}/auth/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mailLines[1]).toMatch(new RegExp(`^Mail to ${user.email}: Reset your TeamTree password ${server.url}/auth/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
  });
});

describe('MAIL_FROM and PUBLIC_URL', () => {
  let mailbox: TestMailbox;
  let server: TestServer;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    server = await startTestServer({ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'Team Support <support@teamtree.example>', PUBLIC_URL: 'https://app.teamtree.example' });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  it('sends from MAIL_FROM, with links to PUBLIC_URL', async () => {
    const email = uniqueEmail('from');
    const arrives = mailbox.nextMail(email, /Confirm your email/);
    await registerUser(new ApiClient(server.url), { email });
    const mail = await arrives;
    expect(mail.from).toEqual({ name: 'Team Support', address: 'support@teamtree.example' });
    expect(mail.text).toMatch(/https:\/\/app\.teamtree\.example\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });
});

describe('a mail server that refuses', () => {
  const printed = capturingLog();
  const errors: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    // Port 9 on 127.0.0.1: nothing listens there, so every delivery fails.
    server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' }, { log: { ...printed.log, error: (...args: unknown[]) => errors.push(args.join(' ')) } });
  });
  afterAll(() => server.close());

  it('does not fail the request that sent the mail; the failure is logged', async () => {
    const api = new ApiClient(server.url);
    const user = await registerUser(api);
    expect((await api.post('/api/auth/verify-email/send', {}, { token: user.access })).status).toBe(200);
    await pollUntil(async () => errors.filter((line) => line.startsWith(`Mail to ${user.email} failed`)).length, (n) => n === 2);
  });
});
