export * from './figure-details.ts';
export * from './ghibli-options.ts';
export * from './meme-quick-texts.ts';
export * from './meme-templates.ts';
