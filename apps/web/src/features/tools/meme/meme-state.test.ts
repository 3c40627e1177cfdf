import { MEME_DEFAULT_TEXT_STYLE, MEME_QUICK_TEXTS, MEME_TEMPLATES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  applyQuickText,
  chooseTemplate,
  describeMeme,
  fillMeme,
  initialMemeForm,
  memeImageUrl,
  memePayload,
  memeProvider,
  setUpload,
  usesAi,
} from './meme-state';

const TOKENS = { FIRSTNAME: 'Zoë', COMPANY: 'Acme' };
const quick = (id: string) => {
  const found = MEME_QUICK_TEXTS.find((q) => q.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('meme form', () => {
  it('starts on the first template with the classic style', () => {
    const form = initialMemeForm();
    expect(form.templateId).toBe(MEME_TEMPLATES[0].id);
    expect(memeImageUrl(form)).toBe('/meme-templates/distracted-boyfriend.png');
    expect(form.style).toEqual(MEME_DEFAULT_TEXT_STYLE);
  });

  it('uses the upload over a template, and leaves no picture when the upload is cleared', () => {
    const uploaded = setUpload(initialMemeForm(), 'data:image/png;base64,AAAA');
    expect(memeImageUrl(uploaded)).toBe('data:image/png;base64,AAAA');
    expect(uploaded.templateId).toBeNull();
    expect(memeImageUrl(setUpload(uploaded, null))).toBeNull();
    const back = chooseTemplate(uploaded, 'two-buttons');
    expect(back.upload).toBeNull();
    expect(memeImageUrl(back)).toBe('/meme-templates/two-buttons.png');
  });

  it('applies a quick text with its colours, keeping the chosen font and size', () => {
    const form = {
      ...initialMemeForm(),
      style: { ...MEME_DEFAULT_TEXT_STYLE, fontFamily: 'Poppins', fontSize: 50 },
    };
    const birthday = applyQuickText(form, quick('birthday'));
    expect(birthday.topText).toBe('Happy birthday, [FIRSTNAME]!');
    expect(birthday.style).toMatchObject({
      fontFamily: 'Poppins',
      fontSize: 50,
      color: '#FFFF00',
      strokeWidth: 3,
    });
    // The next quick text does not keep birthday's yellow.
    expect(applyQuickText(birthday, quick('welcome')).style.color).toBe('#FFFFFF');
  });

  it('calls the AI only with enhancement on and a description written', () => {
    const form = initialMemeForm();
    expect(usesAi(form)).toBe(false);
    expect(usesAi({ ...form, aiEnabled: true, aiDescription: '  ' })).toBe(false);
    expect(usesAi({ ...form, aiEnabled: false, aiDescription: 'neon' })).toBe(false);
    expect(usesAi({ ...form, aiEnabled: true, aiDescription: 'neon' })).toBe(true);
  });

  it('fills tokens in every field before the call and names the missing ones', () => {
    const form = {
      ...initialMemeForm(),
      topText: 'Hi [FIRSTNAME]',
      bottomText: 'from [COMPANY] and [LASTNAME]',
      aiEnabled: true,
      aiDescription: 'a party for [FIRSTNAME]',
    };
    const filled = fillMeme(form, TOKENS);
    expect(filled.top.text).toBe('Hi Zoë');
    expect(filled.bottom.text).toBe('from Acme and');
    expect(filled.missing).toEqual(['LASTNAME']);
    const payload = memePayload(filled, form.style, 'data:image/png;base64,AAAA', 'openai');
    expect(payload).toEqual({
      topText: 'Hi Zoë',
      bottomText: 'from Acme and',
      referenceImageUrl: 'data:image/png;base64,AAAA',
      additionalStyle: 'a party for Zoë',
      provider: 'gpt-image-1',
      textStyle: MEME_DEFAULT_TEXT_STYLE,
    });
    expect(describeMeme(form, filled, 'gemini')).toContain('AI enhancement (gemini): a party for Zoë');
    expect(
      describeMeme({ ...form, aiEnabled: false }, fillMeme({ ...form, aiEnabled: false }, TOKENS), 'openai'),
    ).toContain('Plain text overlay');
  });

  it('sends OpenAI as the image model the meme call names and Gemini as gemini', () => {
    expect(memeProvider('openai')).toBe('gpt-image-1');
    expect(memeProvider('gemini')).toBe('gemini');
  });
});
