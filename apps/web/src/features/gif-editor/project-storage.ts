import type { Editing } from './project-ops';
import { newProject } from './project-ops';

// The project kept in this browser: its frames, text and settings as JSON in local storage (the
// pictures are in the frame store). A saved project that no longer reads is kept aside, not
// overwritten, and the editor starts a new one. The schemas that check it load only when there
// is a saved project, so a first visit does not download them.

export const PROJECT_KEY = 'mergepix:gif-project';
const ASIDE_KEY = 'mergepix:gif-project:unreadable';

export interface SavedProject extends Editing {
  /** The live design this animation was published as, so republishing keeps its URL. */
  readonly liveDesignId: string | null;
}

export interface LoadedProject {
  readonly saved: SavedProject;
  /** Set when a saved project could not be read. */
  readonly problem?: string;
}

type Storage2 = Pick<Storage, 'getItem' | 'setItem'>;

function fresh(): SavedProject {
  return { project: newProject(), current: 0, liveDesignId: null };
}

/** What is saved here: nothing (a new project, at once), or the text to check. */
export function savedText(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  try {
    return storage.getItem(PROJECT_KEY);
  } catch {
    return null;
  }
}

/** The saved project checked, or a new one with the placeholder frame. */
export async function loadProject(storage: Storage2 = localStorage): Promise<LoadedProject> {
  const raw = savedText(storage);
  if (!raw) return { saved: fresh() };
  const { parseSaved } = await import('./project-validate');
  try {
    const parsed = parseSaved(raw);
    const project = parsed.project.frames.length > 0 ? parsed.project : newProject();
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

/** A new project, for a browser with nothing saved. */
export const newSaved = (): LoadedProject => ({ saved: fresh() });

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
