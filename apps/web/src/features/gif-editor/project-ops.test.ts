import { GIF_LIMITS, newGifToken } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import * as ops from './project-ops';

const start = (): ops.Editing => ({ project: ops.newProject(), current: 0 });
const pics = (...ids: string[]) => ids.map((imageId) => ({ imageId }));
const ids = (e: ops.Editing) => e.project.frames.map((f) => f.imageId);

describe('GIF editor frame rules', () => {
  it('starts with one placeholder frame, which the first pictures replace', () => {
    const e = start();
    expect(e.project.frames).toHaveLength(1);
    expect(e.project.frames[0]).toMatchObject({ imageId: null, duration: 500, tokens: [] });
    const added = ops.addPictureFrames(e, pics('a', 'b'));
    expect(ids(added)).toEqual(['a', 'b']);
    expect(added.current).toBe(1);
  });

  it('inserts pictures after the current frame and selects the last added', () => {
    let e = ops.addPictureFrames(start(), pics('a', 'b', 'c'));
    e = ops.selectFrame(e, 0);
    e = ops.addPictureFrames(e, [{ imageId: 'x', durationMs: 120 }, { imageId: 'y' }]);
    expect(ids(e)).toEqual(['a', 'x', 'y', 'b', 'c']);
    expect(e.current).toBe(2);
    expect(e.project.frames[1]?.duration).toBe(120);
  });

  it('keeps a touched placeholder frame and never grows past the frame limit', () => {
    const touched = ops.addToken(start(), newGifToken('t'));
    expect(ids(ops.addPictureFrames(touched, pics('a')))).toEqual([null, 'a']);
    const many = Array.from({ length: GIF_LIMITS.maxFrames + 5 }, (_, i) => `p${i}`);
    const full = ops.addPictureFrames(start(), pics(...many));
    expect(full.project.frames).toHaveLength(GIF_LIMITS.maxFrames);
    expect(ops.addBlankFrame(full)).toBe(full);
    expect(ops.duplicateFrame(full)).toBe(full);
    expect(ops.framesLeft(start().project)).toBe(GIF_LIMITS.maxFrames);
    expect(ops.framesLeft(touched.project)).toBe(GIF_LIMITS.maxFrames - 1);
  });

  it('adds a blank frame and a duplicate after the current one, selecting it', () => {
    let e = ops.addPictureFrames(start(), pics('a', 'b'));
    e = ops.selectFrame(e, 0);
    e = ops.addBlankFrame(e);
    expect(ids(e)).toEqual(['a', null, 'b']);
    expect(e.current).toBe(1);
    e = ops.selectFrame(e, 0);
    e = ops.addToken(e, newGifToken('t1'));
    const dup = ops.duplicateFrame(e);
    expect(ids(dup)).toEqual(['a', 'a', null, 'b']);
    expect(dup.current).toBe(1);
    expect(dup.project.frames[1]?.id).not.toBe(dup.project.frames[0]?.id);
    expect(dup.project.frames[1]?.tokens[0]?.id).toBe('t1');
  });

  it('never deletes the last frame, and steps the selection back when deleting at or before it', () => {
    expect(ops.deleteFrame(start(), 0).project.frames).toHaveLength(1);
    let e = ops.addPictureFrames(start(), pics('a', 'b', 'c', 'd'));
    e = ops.selectFrame(e, 2);
    expect(ops.deleteFrame(e, 2)).toMatchObject({ current: 1 });
    expect(ops.deleteFrame(e, 0)).toMatchObject({ current: 1 });
    expect(ops.deleteFrame(e, 3)).toMatchObject({ current: 2 });
    expect(ids(ops.deleteFrame(ops.selectFrame(e, 0), 0))).toEqual(['b', 'c', 'd']);
    expect(ops.deleteFrame(ops.selectFrame(e, 0), 0).current).toBe(0);
  });

  it('reorders frames, keeping the moved one selected', () => {
    const e = ops.addPictureFrames(start(), pics('a', 'b', 'c'));
    const moved = ops.moveFrame(e, 0, 2);
    expect(ids(moved)).toEqual(['b', 'c', 'a']);
    expect(moved.current).toBe(2);
    expect(ops.moveFrame(e, 0, 5)).toBe(e);
  });
});

describe('GIF editor tokens', () => {
  it('applies a token to every other frame, replacing the one with the same id', () => {
    let e = ops.addPictureFrames(start(), pics('a', 'b', 'c'));
    e = ops.selectFrame(e, 1);
    e = ops.addToken(e, newGifToken('name', { value: 'Old' }));
    e = ops.selectFrame(e, 0);
    e = ops.addToken(e, newGifToken('name', { value: 'Hi [FIRSTNAME]', y: 20 }));
    e = ops.applyTokenToAll(e, 'name');
    expect(e.project.frames.map((f) => f.tokens.map((t) => `${t.value}@${t.y}`))).toEqual([
      ['Hi [FIRSTNAME]@20'],
      ['Hi [FIRSTNAME]@20'],
      ['Hi [FIRSTNAME]@20'],
    ]);
  });

  it('updates and removes a token on the current frame only', () => {
    let e = ops.addPictureFrames(start(), pics('a', 'b'));
    e = ops.addToken(e, newGifToken('t'));
    e = ops.applyTokenToAll(e, 't');
    e = ops.updateToken(e, 't', { x: 10 });
    expect(e.project.frames.map((f) => f.tokens[0]?.x)).toEqual([50, 10]);
    e = ops.removeToken(e, 't');
    expect(e.project.frames.map((f) => f.tokens.length)).toEqual([1, 0]);
  });

  it('places a second text below the first', () => {
    const e = ops.addToken(start(), newGifToken('a', { y: 40 }));
    expect(ops.newTokenAt(e, 'b').y).toBe(55);
    expect(ops.newTokenAt(start(), 'c').y).toBe(50);
  });

  it('caps the texts on a frame', () => {
    let e = start();
    for (let i = 0; i < GIF_LIMITS.maxTokensPerFrame + 2; i++) e = ops.addToken(e, newGifToken(`t${i}`));
    expect(e.project.frames[0]?.tokens).toHaveLength(GIF_LIMITS.maxTokensPerFrame);
  });
});

describe('GIF editor e-mail rules', () => {
  it('"Apply Email-Safe Settings" turns on e-mail optimization and caps both sides at 600', () => {
    let e = ops.setSize(start(), 1200, 500);
    e = ops.setEmailOptimized(e, false);
    expect(ops.isEmailSafe(e.project)).toBe(false);
    e = ops.applyEmailSafe(e);
    expect(e.project).toMatchObject({ width: 600, height: 500, emailOptimized: true });
    expect(ops.isEmailSafe(e.project)).toBe(true);
  });

  it('notices a first frame without text when later frames have some, and copies it over', () => {
    let e = ops.addPictureFrames(start(), pics('a', 'b'));
    e = ops.addToken(e, newGifToken('t', { value: '[FIRSTNAME]' }));
    expect(ops.firstFrameMissesText(e.project)).toBe(true);
    e = ops.copyTextToFirstFrame(e);
    expect(ops.firstFrameMissesText(e.project)).toBe(false);
    expect(e.project.frames[0]?.tokens[0]?.value).toBe('[FIRSTNAME]');
  });

  it('knows an empty project and the pictures in use', () => {
    expect(ops.isEmptyProject(start().project)).toBe(true);
    const e = ops.addPictureFrames(start(), pics('a', 'b', 'a'));
    expect(ops.isEmptyProject(e.project)).toBe(false);
    expect([...ops.usedImages(e.project)]).toEqual(['a', 'b']);
    expect(ops.isEmptyProject(ops.addToken(start(), newGifToken('t')).project)).toBe(false);
  });
});
