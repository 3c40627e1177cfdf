import { describe, expect, it } from 'vitest';
import { addPictureFrames, newProject } from './project-ops';
import { loadProject, PROJECT_KEY, saveProject } from './project-storage';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('the saved GIF project', () => {
  it('round-trips frames, selection and the live design', async () => {
    const storage = memory();
    const editing = addPictureFrames({ project: newProject(), current: 0 }, [
      { imageId: 'a' },
      { imageId: 'b' },
    ]);
    expect(saveProject({ ...editing, current: 1, liveDesignId: 'd1' }, storage)).toBeUndefined();
    const { saved, problem } = await loadProject(storage);
    expect(problem).toBeUndefined();
    expect(saved.project.frames.map((f) => f.imageId)).toEqual(['a', 'b']);
    expect(saved).toMatchObject({ current: 1, liveDesignId: 'd1' });
  });

  it('starts a new project beside an unreadable one, keeping the old copy', async () => {
    const storage = memory();
    storage.setItem(PROJECT_KEY, '{"project":{"frames":[{"id":"x","duration":-5}]}}');
    const { saved, problem } = await loadProject(storage);
    expect(problem).toMatch(/could not be read/);
    expect(saved.project.frames).toHaveLength(1);
    expect(storage.map.get('mergepix:gif-project:unreadable')).toContain('"duration":-5');
  });

  it('says so when the browser refuses to save', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveProject({ project: newProject(), current: 0, liveDesignId: null }, full)).toMatch(
      /did not let us save/,
    );
  });
});
