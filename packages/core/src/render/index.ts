// Canvas renderers shared by the browser and the server; no DOM or Node imports here.
export * from './meme-text.ts';
