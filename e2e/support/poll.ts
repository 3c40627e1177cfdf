import { vi } from 'vitest';

// Imported by the browser tests that poll. Vitest's `expect.poll` gives up after 1 s unless told
// otherwise: a timing assumption a busy machine breaks (a re-render, a decoded picture, a reply
// can take longer there). A poll here waits for a state a user would see, as long as Playwright's
// own waits do (30 s); the test's timeout (60 s) still bounds the whole test. Vitest restores its
// configuration after each test file.
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });
