import {
  GHIBLI_NAME_TOKEN,
  ghibliOptionsSentence,
  initialGhibliChoices,
  randomizeGhibli,
  seededRandom,
  withRebuiltDescription,
} from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { ghibliRequest, ghibliSendRequest, randomAnnouncement } from './ghibli-request';

const base = initialGhibliChoices();

describe('ghibliRequest', () => {
  it('is empty for an empty form, so Generate can say why', () => {
    expect(ghibliRequest(base, { FIRSTNAME: 'Ava' })).toEqual({ prompt: '', details: {}, missing: [] });
  });

  it('fills tokens in the description and the character name before composing', () => {
    // As the form holds it: the options' sentence written into the description.
    const form = withRebuiltDescription({
      ...base,
      description: 'A welcome picnic for [FIRSTNAME] from [COMPANY]',
      personalized: true,
      characterName: GHIBLI_NAME_TOKEN,
      sceneType: 'Countryside',
    });
    expect(form.description).toContain('named [FIRSTNAME]');
    const request = ghibliRequest(form, { FIRSTNAME: 'Ava', COMPANY: 'Brightleaf' });
    expect(request.prompt).toMatch(
      /^A welcome picnic for Ava from Brightleaf\. The scene is the quiet countryside/,
    );
    expect(request.prompt).toContain('named Ava');
    expect(request.prompt).not.toContain('[');
    expect(request.details).toEqual({ sceneType: 'Countryside', characterName: 'Ava' });
    expect(request.missing).toEqual([]);
  });

  it('leaves out and names tokens without a value, and uses inline fallbacks', () => {
    const request = ghibliRequest(
      { ...base, description: 'Hello [FIRSTNAME|friend] from [COMPANY]', personalized: true },
      { FIRSTNAME: '' },
    );
    expect(request.prompt.startsWith('Hello friend from.')).toBe(true);
    // The name field held only the missing token: no name, no sign.
    expect(request.details).toEqual({});
    expect(request.missing).toEqual(['COMPANY', 'FIRSTNAME']);
  });

  it('drops the name’s phrases from the options’ sentence when the name has no value', () => {
    const form = withRebuiltDescription({ ...base, personalized: true, characterType: 'Spirit' });
    const request = ghibliRequest(form, {});
    expect(request.prompt).toContain('It features a small, shy spirit.');
    expect(request.prompt).not.toMatch(/named|sign/);
    expect(request.missing).toEqual(['FIRSTNAME']);
  });

  it('ignores the name field while the checkbox is off', () => {
    const request = ghibliRequest({ ...base, characterName: 'Zed', timeOfDay: 'Night' }, {});
    expect(request.prompt).not.toContain('Zed');
    expect(request.details).toEqual({ timeOfDay: 'Night' });
  });
});

describe('ghibliSendRequest', () => {
  it('sends a prompt that agrees with the details inside the rebuild delay after a random pick', () => {
    // The visitor typed their own words (no option chosen yet, or the options' sentence edited).
    for (const typed of [
      { ...base, description: 'Tea for two on a hill', descriptionSource: 'user' as const },
      {
        ...withRebuiltDescription({ ...base, sceneType: 'Countryside' as const }),
        description: 'Tea for two. The scene is somewhere else.',
        descriptionSource: 'user' as const,
      },
    ]) {
      // Random just clicked: new options, the box still holds the typed words only.
      const picked = randomizeGhibli(typed, seededRandom(7));
      const sentence = ghibliOptionsSentence(picked);
      expect(picked.description).not.toContain(sentence);
      const request = ghibliSendRequest(picked, {});
      expect(request.prompt).toContain('Tea for two');
      expect(request.prompt).toContain(sentence);
      expect(request).toEqual(ghibliRequest(withRebuiltDescription(picked), {}));
      expect(request.details).toMatchObject({ sceneType: picked.sceneType, timeOfDay: picked.timeOfDay });
    }
  });

  it('sends a settled form as the preview shows it', () => {
    const form = withRebuiltDescription({ ...base, description: 'Tea for two', weather: 'Snow' });
    expect(ghibliSendRequest(form, {})).toEqual(ghibliRequest(form, {}));
  });
});

describe('randomAnnouncement', () => {
  it('names the picks and says whether the description was kept', () => {
    const next = {
      ...base,
      sceneType: 'Ocean View' as const,
      timeOfDay: 'Dawn' as const,
      weather: 'Snow' as const,
      characterType: 'Spirit' as const,
      elements: ['Lanterns' as const],
    };
    expect(randomAnnouncement(next, false)).toBe('Random scene: Ocean View, Dawn, Snow, Spirit, Lanterns.');
    expect(randomAnnouncement(next, true)).toContain('Your description is kept.');
  });
});
