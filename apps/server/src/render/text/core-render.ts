// The meme text code is shared with the browser through core.
export * from '@mergepix/core';
