// Assistant helpers shared by the server (assistant-stream) and the chat widget.
export * from './suggestions.ts';
