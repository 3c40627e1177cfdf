import { DEFAULT_VIDEO_SETTINGS, type VideoSettings } from '@mergepix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_SETTINGS_KEY } from './video-settings-key';

// The video's settings, kept in this browser between visits. The page starts from the defaults at
// once; stored settings (a bad or old value falls back field by field to the default, never to an
// error) replace them a moment later, unless the user has changed something by then. Repairing
// them needs the validation library, so it loads only when something is stored.

type Patch = {
  [K in keyof VideoSettings]?: VideoSettings[K] extends object ? Partial<VideoSettings[K]> : VideoSettings[K];
};

/** Merges a patch into settings; nested groups (focal, text, music) merge one level deep. */
export function patchSettings(settings: VideoSettings, patch: Patch): VideoSettings {
  return {
    ...settings,
    ...patch,
    focal: { ...settings.focal, ...patch.focal },
    text: { ...settings.text, ...patch.text },
    music: { ...settings.music, ...patch.music },
  } as VideoSettings;
}

function hasStoredSettings(): boolean {
  try {
    return localStorage.getItem(VIDEO_SETTINGS_KEY) !== null;
  } catch {
    return false;
  }
}

export function useVideoSettings() {
  const [settings, setSettings] = useState<VideoSettings>(DEFAULT_VIDEO_SETTINGS);
  const [restored, setRestored] = useState(false);
  const touched = useRef(false);
  const update = useCallback((patch: Patch) => {
    touched.current = true;
    setSettings((s) => patchSettings(s, patch));
  }, []);

  useEffect(() => {
    let live = true;
    // A first visit has nothing stored, and so loads nothing more.
    if (!hasStoredSettings()) {
      setRestored(true);
      return;
    }
    void import('./stored-settings')
      .then(({ readStoredSettings }) => {
        const stored = readStoredSettings();
        if (live && stored && !touched.current) setSettings(stored);
      })
      .catch(() => {})
      .finally(() => {
        if (live) setRestored(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!restored) return; // never overwrite what is stored with the defaults shown before it loads
    try {
      localStorage.setItem(VIDEO_SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the settings still work for this visit.
    }
  }, [settings, restored]);
  return { settings, update };
}
