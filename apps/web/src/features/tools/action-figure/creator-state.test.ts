import { PACKAGE_COLOR_SCHEMES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { fullNameOf } from '@/components/tool-kit/generator/generator-tokens';
import {
  creatorPrefill,
  fillCreatorChoices,
  initialCreatorForm,
  packageColorsHint,
  pickedSchemeName,
  withCreatorPrefill,
} from './creator-state';

describe('initialCreatorForm', () => {
  it('prefills name and company from the tokens', () => {
    const form = initialCreatorForm({
      FIRSTNAME: ' Ava ',
      LASTNAME: 'Stone',
      COMPANY: 'Acme',
      EMAIL: 'a@b.c',
    });
    expect(form).toMatchObject({
      templateId: 'classic-blister',
      name: 'Ava Stone',
      company: 'Acme',
      jobTitle: '',
    });
  });

  it('leaves them empty without tokens and joins only the names given', () => {
    expect(initialCreatorForm()).toMatchObject({ name: '', company: '' });
    expect(fullNameOf({ LASTNAME: 'Stone' })).toBe('Stone');
  });
});

describe('withCreatorPrefill', () => {
  const profile = { FIRSTNAME: 'Ava', LASTNAME: 'Stone', COMPANY: 'Acme' };

  it('fills the name and company when the token values load after the form opened', () => {
    const opened = initialCreatorForm();
    const next = withCreatorPrefill(opened, creatorPrefill(), creatorPrefill(profile));
    expect(next).toMatchObject({ name: 'Ava Stone', company: 'Acme' });
    // Values that change again are followed while the fields still hold the last prefill.
    const renamed = withCreatorPrefill(next, creatorPrefill(profile), creatorPrefill({ FIRSTNAME: 'Noor' }));
    expect(renamed).toMatchObject({ name: 'Noor', company: '' });
  });

  it('keeps what the user typed, and the same form when nothing changes', () => {
    const typed = { ...initialCreatorForm(), name: 'Captain Comet' };
    const next = withCreatorPrefill(typed, creatorPrefill(), creatorPrefill(profile));
    expect(next).toMatchObject({ name: 'Captain Comet', company: 'Acme' });
    const form = initialCreatorForm(profile);
    expect(withCreatorPrefill(form, creatorPrefill(profile), creatorPrefill(profile))).toBe(form);
  });
});

describe('pickedSchemeName', () => {
  it('finds the scheme of a quick-picked description, ignoring case and spaces', () => {
    const scheme = PACKAGE_COLOR_SCHEMES[2];
    expect(pickedSchemeName(` ${scheme?.description.toUpperCase()} `)).toBe(scheme?.name);
    expect(pickedSchemeName('lime and tangerine')).toBeUndefined();
  });
});

describe('packageColorsHint', () => {
  it('explains where the colours come from', () => {
    expect(packageColorsHint('teal', 'Acme', 'x')).toBe('Used exactly as written.');
    expect(packageColorsHint('', 'Acme ', 'navy and gold')).toBe('Matched to Acme: navy and gold.');
    expect(packageColorsHint('', '', 'pink')).toContain('for now: pink');
  });
});

describe('fillCreatorChoices', () => {
  it('fills the tokens of every text field and lists those without a value', () => {
    const choices = {
      ...initialCreatorForm(),
      name: '[FIRSTNAME] [LASTNAME]',
      company: '[COMPANY]',
      jobTitle: 'Head of [COMPANY] Growth',
      packageColors: '[COMPANY] teal',
      details: 'wearing a [COMPANY] hoodie, badge reads [EMAIL]',
      accessories: ['[COMPANY] mug', '[EMAIL]'],
    };
    const { filled, missing } = fillCreatorChoices(choices, { FIRSTNAME: 'Ada', COMPANY: 'Quill Works' });
    expect(filled).toMatchObject({
      name: 'Ada',
      company: 'Quill Works',
      jobTitle: 'Head of Quill Works Growth',
      packageColors: 'Quill Works teal',
      details: 'wearing a Quill Works hoodie, badge reads',
      accessories: ['Quill Works mug'],
    });
    expect(missing).toEqual(['LASTNAME', 'EMAIL']);
    expect(JSON.stringify(filled)).not.toMatch(/\[[A-Z]+\]/);
  });
});
