import { type GifProject, gifProjectSchema } from '@mergepix/core';
import { z } from 'zod';
import { type Editing, newProject } from './project-ops';

// The project kept in this browser: its frames, text and settings as JSON in local storage (the
// pictures are in the frame store). A saved project that no longer reads is kept aside, not
// overwritten, and the editor starts a new one.

export const PROJECT_KEY = 'mergepix:gif-project';
const ASIDE_KEY = 'mergepix:gif-project:unreadable';

const savedSchema = z.object({
  project: gifProjectSchema,
  current: z.number().int().min(0).default(0),
  /** The live design this animation was published as, so republishing keeps its URL. */
  liveDesignId: z.string().max(100).nullable().default(null),
});

export interface SavedProject extends Editing {
  readonly liveDesignId: string | null;
}

export interface LoadedProject {
  readonly saved: SavedProject;
  /** Set when a saved project could not be read. */
  readonly problem?: string;
}

function fresh(): SavedProject {
  return { project: newProject(), current: 0, liveDesignId: null };
}

/** The project saved in this browser, or a new one with the placeholder frame. */
export function loadProject(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): LoadedProject {
  let raw: string | null;
  try {
    raw = storage.getItem(PROJECT_KEY);
  } catch {
    return { saved: fresh() };
  }
  if (!raw) return { saved: fresh() };
  try {
    const parsed = savedSchema.parse(JSON.parse(raw));
    const project: GifProject = parsed.project.frames.length > 0 ? parsed.project : newProject();
    return {
      saved: {
        project,
        current: Math.min(parsed.current, project.frames.length - 1),
        liveDesignId: parsed.liveDesignId,
      },
    };
  } catch {
    try {
      storage.setItem(ASIDE_KEY, raw);
    } catch {
      // Nowhere to keep it: the editor still starts.
    }
    return {
      saved: fresh(),
      problem:
        'Your saved animation could not be read, so a new one was started. The old copy is kept in this browser.',
    };
  }
}

/** Saves the project; returns a message when the browser refused. */
export function saveProject(
  saved: SavedProject,
  storage: Pick<Storage, 'setItem'> = localStorage,
): string | undefined {
  try {
    storage.setItem(PROJECT_KEY, JSON.stringify(saved));
    return undefined;
  } catch {
    return 'This browser did not let us save your animation (its storage may be full). Download your GIF before leaving.';
  }
}
