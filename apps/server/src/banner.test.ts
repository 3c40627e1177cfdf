import { describe, expect, it } from 'vitest';
import { startBanner } from './banner.ts';
import { loadEnv } from './env.ts';

describe('startBanner', () => {
  const url = 'http://localhost:3000';

  it('says the server is local-only and where mail goes by default', () => {
    const text = startBanner(loadEnv({}), url, 3000, 'outbox');
    expect(text).toContain('Listening on 127.0.0.1:3000: only this machine can connect');
    expect(text).toContain('dev mailbox at http://localhost:3000/dev/mailbox (this machine only)');
  });

  it('warns when the mailbox is open to everyone, and names SMTP or the outbox otherwise', () => {
    expect(startBanner(loadEnv({ HOST: '0.0.0.0', MAILBOX_ENABLED: 'true' }), url, 3000, 'outbox')).toMatch(
      /ANYONE who can reach\s+this server may read/,
    );
    expect(startBanner(loadEnv({ HOST: '0.0.0.0' }), url, 3000, 'outbox')).toContain(
      "database's outbox table",
    );
    expect(startBanner(loadEnv({ SMTP_URL: 'smtp://mail.example:587' }), url, 3000, 'smtp')).toContain(
      'sent through SMTP (mail.example:587)',
    );
  });

  it('names the services shared with other instances, and none on the embedded defaults', () => {
    expect(startBanner(loadEnv({}), url, 3000, 'outbox')).not.toContain('Shared with other instances');
    const text = startBanner(
      loadEnv({
        DATABASE_URL: 'postgres://u:secret@db.internal/mp',
        S3_BUCKET: 'mp-objects',
        REDIS_URL: 'redis://:secret@redis.internal:6379',
      }),
      url,
      3000,
      'outbox',
    );
    expect(text).toContain('Shared with other instances: Postgres, S3 bucket "mp-objects", Redis');
    expect(text).not.toContain('secret');
  });
});
