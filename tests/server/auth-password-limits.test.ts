import { describe, expect, it } from 'vitest';
import { RESET_SUBJECT } from '../support/account-links';
import { registerUser, uniqueEmail } from '../support/accounts';
import { useMailServer } from './mail-fixtures';

/** Each limit on its own server: every request of a file comes from 127.0.0.1. */
describe('forgot password: 5 mails an hour per email', () => {
  const mail = useMailServer();

  it('answers the 6th request for one email with 429, known account or not', async () => {
    const user = await registerUser(mail.api);
    const nobody = uniqueEmail('nobody');
    for (let i = 1; i <= 5; i++) {
      const arrives = mail.mailbox.nextMail(user.email, RESET_SUBJECT);
      expect((await mail.api.post('/api/auth/password/forgot', { email: user.email })).status, `request ${i}`).toBe(200);
      await arrives;
      expect((await mail.api.post('/api/auth/password/forgot', { email: nobody })).status).toBe(200);
    }
    for (const email of [user.email.toUpperCase(), nobody]) {
      const limited = await mail.api.post('/api/auth/password/forgot', { email });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual(expect.any(String));
    }
    expect(mail.mailbox.mailsTo(user.email).filter((m) => RESET_SUBJECT.test(m.subject))).toHaveLength(5);
  });
});

describe('forgot password: 20 requests an hour per address', () => {
  const mail = useMailServer();

  it('answers the 21st request from one address with 429, whatever it asks', async () => {
    for (let i = 1; i <= 20; i++) {
      const body = i % 4 === 0 ? { email: 'broken' } : { email: uniqueEmail('spray') };
      const res = await mail.api.post('/api/auth/password/forgot', body);
      expect(res.status, `request ${i}`).toBe(i % 4 === 0 ? 400 : 200);
    }
    const limited = await mail.api.post('/api/auth/password/forgot', { email: uniqueEmail('spray') });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual(expect.any(String));
  });
});
