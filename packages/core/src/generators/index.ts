export * from './cartoon-themes.ts';
export * from './figure-details.ts';
export * from './ghibli-options.ts';
