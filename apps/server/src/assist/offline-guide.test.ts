import { FEATURE_IDS, type FeatureId, parseSuggestedFeatures } from '@mergepix/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitSentences, type OfflineMessage, offlineReply, offlineStream } from './offline-guide.ts';

const CONTEXT = {
  FIRSTNAME: 'Alex',
  LASTNAME: 'Rivera',
  COMPANY: 'Brightside Co.',
  EMAIL: 'alex@example.com',
};
const ask = (content: string): OfflineMessage[] => [{ role: 'user', content }];

/** Splits a reply into its display text and the FEATURES line, which must be the last line. */
function splitReply(reply: string): { body: string; line: string } {
  const at = reply.lastIndexOf('\n');
  return { body: reply.slice(0, at).trim(), line: reply.slice(at + 1) };
}

// Independent of the guide's own splitter: counts . ! ? runs that end the text or are followed by
// a space and a capital, digit, quote or bracket (so "Brightside Co. team" is one sentence).
function countSentences(text: string): number {
  return text.match(/[.!?]+["')\]”’]*(?=\s+["“‘'([]?[A-Z0-9$]|\s*$)/g)?.length ?? 0;
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

// Question, the feature that must be suggested first, and words the answer must contain.
const INTENT_TABLE: readonly [string, FeatureId, string][] = [
  ['How do I make an action figure of my boss?', 'action-figure', 'Action figure tool'],
  ['Can I turn my team into toys in blister packs?', 'action-figure', 'collectible action figure'],
  ['I love retro collectible figurines', 'action-figure', 'Action figure'],
  ['I want an anime style scene', 'ghibli', 'Ghibli'],
  ['Something whimsical and dreamy for spring', 'ghibli', 'Studio Ghibli'],
  ['Make a funny caption for my coworker', 'meme', 'Meme tool'],
  ['How do I make an animated GIF?', 'gif', 'Animated GIF'],
  ['I need an animation for my email', 'gif', 'Animated GIF'],
  ['How many frames should my email GIF have?', 'gif', '8 to 12 frames'],
  ['My GIF is too big, how do I make the file size smaller?', 'gif', 'under 1 MB'],
  ['Can I turn my picture into a video?', 'video', 'Image to Video'],
  ['Add some motion to my product shot', 'video', 'motion effects'],
  ['How do I personalize images with each customer name?', 'image', '[FIRSTNAME]'],
  ['Do you support merge tags?', 'image', 'replaced with each customer'],
  ['What does [FIRSTNAME] do?', 'image', 'First Name token'],
  ['Is the [CITY] token available?', 'image', 'Coming Soon'],
  ['Put a singer with a guitar on a stage', 'music-figure', 'Music star figure'],
  ['A TV show character figure of our CEO', 'tv-figure', 'TV figure'],
  ['A wrestler with a championship belt', 'wrestling-figure', 'Wrestling figure'],
  ['Cartoonify my selfie', 'cartoon', 'Cartoon tool'],
  ['Something totally surreal and weird', 'crazy', 'Crazy Image'],
  ['Design a newsletter header image', 'live-images', 'Email-Ready Images'],
  ['Write me a prompt for a product picture', 'image', 'AI Image Generator'],
  ['How much does the Pro plan cost?', 'image', '$49/month'],
  ['Is there a free trial?', 'image', '14-day free personalization trial'],
  ['How much is a video download?', 'video', '$1 per download'],
  ['Can I use the images commercially?', 'image', 'commercial licensing'],
  ['Which fonts can I use for text?', 'meme', '50+ fonts'],
  ['Which AI models can I pick, DALL-E or Gemini?', 'image', 'DALL-E 3 or Gemini'],
  ['What happens without an API key?', 'image', 'offline engine'],
  ['Can I upload my own photo as a reference?', 'action-figure', 'reference image'],
  ['How long does it take to make an image?', 'image', '15 to 30 seconds'],
  ['Do you integrate with HubSpot?', 'live-images', '25 integrations'],
  ['How do I download my image?', 'image', 'full size'],
  ['What can you do?', 'image', 'action figures'],
  ['Are you a bot?', 'image', 'built-in guide'],
  ['Thanks!', 'image', "You're welcome"],
  ['asdf qwerty zxcv', 'image', "I'm not sure I caught that"],
];

describe('offlineReply intents', () => {
  it.each(INTENT_TABLE)('%s -> %s', (question, feature, phrase) => {
    const reply = offlineReply(ask(question), CONTEXT);
    const parsed = parseSuggestedFeatures(reply);
    expect(parsed.suggestedFeatures[0]).toBe(feature);
    expect(parsed.content).toContain(phrase);
  });

  it('every reply is at most 4 sentences, then a FEATURES line with 1-3 valid ids', () => {
    for (const [question] of INTENT_TABLE) {
      for (const context of [CONTEXT, {}]) {
        const reply = offlineReply(ask(question), context);
        const { body, line } = splitReply(reply);
        expect(line).toMatch(/^FEATURES: \[.*\]$/);
        expect(countSentences(body), reply).toBeLessThanOrEqual(4);
        expect(countSentences(body)).toBeGreaterThanOrEqual(1);
        const parsed = parseSuggestedFeatures(reply);
        expect(parsed.content).toBe(body);
        expect(parsed.suggestedFeatures.length).toBeGreaterThanOrEqual(1);
        expect(parsed.suggestedFeatures.length).toBeLessThanOrEqual(3);
        for (const id of parsed.suggestedFeatures) expect(FEATURE_IDS).toContain(id);
      }
    }
  });

  it('keeps the limits for any input, and is deterministic', () => {
    const messageArb = fc.record({
      role: fc.constantFrom('user', 'assistant', 'system'),
      content: fc.string(),
    });
    const contextArb = fc.record(
      { FIRSTNAME: fc.string(), COMPANY: fc.string(), LASTNAME: fc.string() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(messageArb, { maxLength: 5 }), contextArb, (messages, context) => {
        const reply = offlineReply(messages, context);
        expect(offlineReply(messages, context)).toBe(reply);
        const { body } = splitReply(reply);
        expect(countSentences(body)).toBeLessThanOrEqual(4);
        const { suggestedFeatures } = parseSuggestedFeatures(reply);
        expect(suggestedFeatures.length).toBeGreaterThanOrEqual(1);
        expect(suggestedFeatures.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('offlineReply conversation', () => {
  it('greets by first name on the first turn, and not on later turns', () => {
    expect(offlineReply(ask('How do I make a meme?'), CONTEXT)).toMatch(/^Hi Alex! The Meme tool/);
    const later: OfflineMessage[] = [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi Alex!\n\nFEATURES: ["image"]' },
      { role: 'user', content: 'How do I make a meme?' },
    ];
    expect(offlineReply(later, CONTEXT)).toMatch(/^The Meme tool/);
  });

  it('answers a greeting with the name and company, or "there" without a name', () => {
    const reply = offlineReply(ask('Hello!'), CONTEXT);
    expect(reply).toMatch(/^Hi Alex! I can help you and the Brightside Co\. team/);
    expect(offlineReply(ask('hey'), {})).toMatch(/^Hi there! I can help you create/);
    expect(offlineReply([], CONTEXT)).toMatch(/^Hi Alex!/);
  });

  it('cleans names so they cannot break the sentence limit', () => {
    const reply = offlineReply(ask('hi'), { FIRSTNAME: '  Dr. Sam!\n' });
    expect(reply).toMatch(/^Hi Dr Sam! /);
  });

  it('says it is the built-in guide only when asked what it is', () => {
    for (const q of ['Are you an AI?', 'Who are you?', 'Am I talking to a bot?', "What's your name?"]) {
      expect(offlineReply(ask(q), CONTEXT)).toContain('built-in guide');
    }
    for (const [question] of INTENT_TABLE.filter(([q]) => q !== 'Are you a bot?')) {
      expect(offlineReply(ask(question), CONTEXT)).not.toContain('built-in guide');
    }
    expect(offlineReply(ask('What are you able to do?'), CONTEXT)).not.toContain('built-in guide');
  });

  it('continues with the previous tool on "tell me more"', () => {
    const first = offlineReply(ask('How do I make an action figure?'), CONTEXT);
    const reply = offlineReply(
      [
        ...ask('How do I make an action figure?'),
        { role: 'assistant', content: first },
        ...ask('Tell me more'),
      ],
      CONTEXT,
    );
    expect(reply).toContain('Next, choose accessories and package colours');
    expect(parseSuggestedFeatures(reply).suggestedFeatures).toEqual(['action-figure']);
    expect(offlineReply(ask('tell me more'), CONTEXT)).toContain('Mergepix has tools for');
  });

  it('previews a token with the user context value', () => {
    expect(offlineReply(ask('what is the first name token?'), CONTEXT)).toContain(
      'With your current details, [FIRSTNAME] becomes "Alex".',
    );
  });

  it('lists other tools the question names after the answering one', () => {
    const reply = offlineReply(ask('Should I make a meme or a Ghibli scene?'), CONTEXT);
    expect(parseSuggestedFeatures(reply).suggestedFeatures.slice(0, 2).sort()).toEqual(['ghibli', 'meme']);
  });
});

describe('limitSentences', () => {
  it('keeps the first sentences and leaves abbreviations inside a sentence alone', () => {
    expect(limitSentences('One. Two! Three? Four. Five.', 4)).toBe('One. Two! Three? Four.');
    expect(limitSentences('Hi Brightside Co. team. Two.', 1)).toBe('Hi Brightside Co. team.');
  });
});

describe('offlineStream', () => {
  it('yields word-boundary chunks that join back to the reply exactly', async () => {
    const reply = offlineReply(ask('How do I make a meme?'), CONTEXT);
    const chunks = await collect(offlineStream(reply, { delayMs: 0 }));
    expect(chunks.join('')).toBe(reply);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(/\s$/);
  });

  it('joins back exactly for any text and chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.integer({ min: -2, max: 8 }), async (text, chunkSize) => {
        const chunks = await collect(offlineStream(text, { chunkSize, delayMs: 0 }));
        expect(chunks.join('')).toBe(text);
        for (const chunk of chunks) expect(chunk.length).toBeGreaterThan(0);
      }),
    );
  });

  it('paces chunks with the delay', async () => {
    const started = Date.now();
    const chunks = await collect(offlineStream('one two three four', { chunkSize: 1, delayMs: 15 }));
    expect(chunks).toEqual(['one ', 'two ', 'three ', 'four']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});
