import { DEFAULT_VIDEO_SETTINGS, parseVideoSettings, type VideoSettings } from '@mergepix/core';
import { useCallback, useEffect, useState } from 'react';

// The video's settings, kept in this browser between visits (a bad or old stored value falls back
// field by field to the defaults, never to an error).

const KEY = 'mergepix:video-settings';

function stored(): VideoSettings {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? parseVideoSettings(JSON.parse(raw)) : DEFAULT_VIDEO_SETTINGS;
  } catch {
    return DEFAULT_VIDEO_SETTINGS;
  }
}

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

export function useVideoSettings() {
  const [settings, setSettings] = useState<VideoSettings>(stored);
  const update = useCallback((patch: Patch) => setSettings((s) => patchSettings(s, patch)), []);
  useEffect(() => {
    try {
      localStorage.setItem(KEY, JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the settings still work for this visit.
    }
  }, [settings]);
  return { settings, update };
}
