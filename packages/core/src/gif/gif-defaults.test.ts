import { describe, expect, it } from 'vitest';
import { newGifProject, newGifToken } from './gif-defaults.ts';
import { gifProjectSchema, gifTokenSchema } from './gif-project.ts';

describe('GIF defaults without the schemas', () => {
  it('build what the schemas would, with Impact for a new token', () => {
    expect(newGifToken('t')).toEqual(gifTokenSchema.parse({ id: 't', type: 'text', fontFamily: 'Impact' }));
    expect(newGifProject([])).toEqual(gifProjectSchema.parse({ frames: [] }));
  });
});
