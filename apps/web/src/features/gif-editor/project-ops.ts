import {
  emailSafeSize,
  GIF_DEFAULT_FRAME_MS,
  GIF_EMAIL_SAFE_MAX_DIMENSION_PX,
  GIF_LIMITS,
  type GifFrame,
  type GifProject,
  type GifToken,
  newGifProject,
  newGifToken,
} from '@mergepix/core';

// The GIF editor's changes as pure functions (docs/product.md#gif-editor): each takes the
// project and the selected frame and returns both, so the editor, its undo history and the tests
// all go through the same rules.

/** The project and which frame is selected. */
export interface Editing {
  readonly project: GifProject;
  readonly current: number;
}

/** A new random id for a frame or a token. */
export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

export function blankFrame(imageId: string | null = null, id = newId('frame')): GifFrame {
  return { id, imageId, duration: GIF_DEFAULT_FRAME_MS, tokens: [] };
}

/** A new project: 400×400, optimized for e-mail, with the one placeholder frame an empty editor gets. */
export function newProject(): GifProject {
  return newGifProject([blankFrame()]);
}

const withFrames = (e: Editing, frames: GifFrame[], current: number): Editing => ({
  project: { ...e.project, frames },
  current: Math.max(0, Math.min(current, frames.length - 1)),
});

/** Room left for frames (the untouched placeholder frame gives way to the first pictures). */
export const framesLeft = (project: GifProject) =>
  GIF_LIMITS.maxFrames - (onlyPlaceholder(project) ? 0 : project.frames.length);

const onlyPlaceholder = (project: GifProject) =>
  project.frames.length === 1 && isUntouched(project.frames[0]);

/**
 * Frames made of pictures, after the current frame, the last of them selected. An editor that
 * only holds its untouched placeholder frame gets them in its place.
 */
export function addPictureFrames(
  e: Editing,
  pictures: readonly { readonly imageId: string; readonly durationMs?: number }[],
): Editing {
  if (pictures.length === 0) return e;
  const added = pictures.map(({ imageId, durationMs }) => ({
    ...blankFrame(imageId),
    duration: durationMs ?? GIF_DEFAULT_FRAME_MS,
  }));
  const frames = e.project.frames;
  if (onlyPlaceholder(e.project)) {
    const kept = added.slice(0, GIF_LIMITS.maxFrames);
    return withFrames(e, kept, kept.length - 1);
  }
  const at = frames.length === 0 ? 0 : e.current + 1;
  const next = [...frames.slice(0, at), ...added, ...frames.slice(at)].slice(0, GIF_LIMITS.maxFrames);
  return withFrames(e, next, at + added.length - 1);
}

function isUntouched(frame: GifFrame | undefined): boolean {
  return frame !== undefined && frame.imageId === null && frame.tokens.length === 0;
}

/** "Add New Frame": a blank frame after the current one, selected. */
export function addBlankFrame(e: Editing): Editing {
  if (framesLeft(e.project) <= 0) return e;
  const at = e.project.frames.length === 0 ? 0 : e.current + 1;
  const frames = [...e.project.frames];
  frames.splice(at, 0, blankFrame());
  return withFrames(e, frames, at);
}

/** A copy of the current frame (new id, same tokens) after it, selected. */
export function duplicateFrame(e: Editing): Editing {
  const frame = e.project.frames[e.current];
  if (!frame || framesLeft(e.project) <= 0) return e;
  const frames = [...e.project.frames];
  frames.splice(e.current + 1, 0, {
    ...frame,
    id: newId('frame'),
    tokens: frame.tokens.map((t) => ({ ...t })),
  });
  return withFrames(e, frames, e.current + 1);
}

/** Deletes a frame, never the last one; the selection steps back when the frame was at or before it. */
export function deleteFrame(e: Editing, index: number): Editing {
  const frames = e.project.frames;
  if (frames.length <= 1 || index < 0 || index >= frames.length) return e;
  const current = index <= e.current ? e.current - 1 : e.current;
  return withFrames(
    e,
    frames.filter((_, i) => i !== index),
    current,
  );
}

/** Moves a frame to another place; the moved frame stays selected. */
export function moveFrame(e: Editing, from: number, to: number): Editing {
  const frames = [...e.project.frames];
  if (from === to || !frames[from] || to < 0 || to >= frames.length) return e;
  const [moved] = frames.splice(from, 1);
  if (moved) frames.splice(to, 0, moved);
  return withFrames(e, frames, to);
}

export function selectFrame(e: Editing, index: number): Editing {
  return withFrames(e, [...e.project.frames], index);
}

function mapFrame(e: Editing, index: number, change: (frame: GifFrame) => GifFrame): Editing {
  const frame = e.project.frames[index];
  if (!frame) return e;
  const frames = [...e.project.frames];
  frames[index] = change(frame);
  return { ...e, project: { ...e.project, frames } };
}

export function setFrameDuration(e: Editing, index: number, duration: number): Editing {
  return mapFrame(e, index, (f) => ({ ...f, duration }));
}

/** Every frame shows this long. */
export function setAllDurations(e: Editing, duration: number): Editing {
  return { ...e, project: { ...e.project, frames: e.project.frames.map((f) => ({ ...f, duration })) } };
}

/** Puts a picture on a frame (or takes it off with null). */
export function setFrameImage(e: Editing, index: number, imageId: string | null): Editing {
  return mapFrame(e, index, (f) => ({ ...f, imageId }));
}

/**
 * A new token for the current frame: in the middle, or below the frame's last token so two
 * texts added in a row do not sit on top of each other.
 */
export function newTokenAt(e: Editing, tokenId: string): GifToken {
  const last = e.project.frames[e.current]?.tokens.at(-1);
  return newGifToken(tokenId, last ? { y: last.y > 80 ? 20 : Math.min(90, last.y + 15) } : {});
}

/** A token on the current frame (at most GIF_LIMITS.maxTokensPerFrame). */
export function addToken(e: Editing, token: GifToken): Editing {
  return mapFrame(e, e.current, (f) =>
    f.tokens.length >= GIF_LIMITS.maxTokensPerFrame ? f : { ...f, tokens: [...f.tokens, token] },
  );
}

export function updateToken(e: Editing, tokenId: string, patch: Partial<GifToken>): Editing {
  return mapFrame(e, e.current, (f) => ({
    ...f,
    tokens: f.tokens.map((t) => (t.id === tokenId ? { ...t, ...patch } : t)),
  }));
}

export function removeToken(e: Editing, tokenId: string): Editing {
  return mapFrame(e, e.current, (f) => ({ ...f, tokens: f.tokens.filter((t) => t.id !== tokenId) }));
}

/** "Apply to all frames": the token onto every other frame, replacing one with the same id. */
export function applyTokenToAll(e: Editing, tokenId: string): Editing {
  const token = e.project.frames[e.current]?.tokens.find((t) => t.id === tokenId);
  if (!token) return e;
  const frames = e.project.frames.map((f, i) => {
    if (i === e.current) return f;
    const has = f.tokens.some((t) => t.id === tokenId);
    if (!has && f.tokens.length >= GIF_LIMITS.maxTokensPerFrame) return f;
    return {
      ...f,
      tokens: has ? f.tokens.map((t) => (t.id === tokenId ? { ...token } : t)) : [...f.tokens, { ...token }],
    };
  });
  return { ...e, project: { ...e.project, frames } };
}

export function setSize(e: Editing, width: number, height: number): Editing {
  return { ...e, project: { ...e.project, width, height } };
}

export function setEmailOptimized(e: Editing, emailOptimized: boolean): Editing {
  return { ...e, project: { ...e.project, emailOptimized } };
}

/** "Apply Email-Safe Settings": optimized for e-mail, no side over 600 px. */
export function applyEmailSafe(e: Editing): Editing {
  const { width, height } = emailSafeSize(e.project.width, e.project.height);
  return { ...e, project: { ...e.project, width, height, emailOptimized: true } };
}

/** Whether "Apply Email-Safe Settings" would change nothing. */
export const isEmailSafe = (p: GifProject) =>
  p.emailOptimized &&
  p.width <= GIF_EMAIL_SAFE_MAX_DIMENSION_PX &&
  p.height <= GIF_EMAIL_SAFE_MAX_DIMENSION_PX;

/**
 * Outlook on the desktop shows only the first frame: when later frames carry text and the first
 * carries none, the first frame takes the text of the first frame that has some.
 */
export function firstFrameMissesText(p: GifProject): boolean {
  const [first, ...rest] = p.frames;
  return Boolean(first && first.tokens.length === 0 && rest.some((f) => f.tokens.length > 0));
}

export function copyTextToFirstFrame(e: Editing): Editing {
  const source = e.project.frames.find((f) => f.tokens.length > 0);
  if (!source || !firstFrameMissesText(e.project)) return e;
  return mapFrame(e, 0, (f) => ({ ...f, tokens: source.tokens.map((t) => ({ ...t })) }));
}

/** Nothing to make a GIF of: no pictures and no text on any frame. */
export const isEmptyProject = (p: GifProject) =>
  p.frames.every((f) => f.imageId === null && f.tokens.length === 0);

/** Every picture the project uses. */
export const usedImages = (p: GifProject): Set<string> =>
  new Set(p.frames.flatMap((f) => (f.imageId ? [f.imageId] : [])));
