import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/app.ts';
import { signedInUser } from '../../test-support/auth-client.ts';
import { testDbKinds } from '../../test-support/databases.ts';
import { publishedDesign } from '../../test-support/designs.ts';
import { OPEN_WRITE_CHUNK, OpenCounter } from './open-counter.ts';

describe.each(testDbKinds())('OpenCounter on $name', (kind) => {
  const ctx = useTestApp(kind);

  it("writes a send's many new recipients in small statements, letting the event loop turn between them", async () => {
    const owner = await signedInUser(ctx.app, `opens-${kind.name}@example.com`);
    const { id } = await publishedDesign(owner);
    // Resting between statements is the embedded database's (on Postgres the driver's awaits turn).
    const embedded = ctx.database.kind === 'pglite';
    const counter = new OpenCounter(ctx.database.db, 'salt', undefined, Date.now, embedded);
    const recipients = OPEN_WRITE_CHUNK * 3 + 7;
    for (let i = 0; i < recipients; i++) counter.record(id, `firstname=R${i}`, i % 2 === 0);
    counter.record(id, 'firstname=R0', false); // a repeat: one more request, no new recipient

    // Turns of the event loop the write leaves to others (the opens it answers meanwhile).
    let turns = 0;
    let writing = true;
    const spin = () => {
      if (!writing) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await counter.flush();
    writing = false;

    expect(turns).toBeGreaterThanOrEqual(Math.ceil(recipients / OPEN_WRITE_CHUNK));
    const [day] = await counter.days(id);
    expect(day).toMatchObject({
      requests: recipients + 1,
      proxied: Math.ceil(recipients / 2),
      unique: recipients,
    });
  });
});
