export * from './cartoon-themes.ts';
export * from './figure-details.ts';
export * from './ghibli-form.ts';
export * from './ghibli-options.ts';
export * from './ghibli-phrases.ts';
export * from './ghibli-prompt.ts';
export * from './meme-quick-texts.ts';
export * from './meme-templates.ts';
