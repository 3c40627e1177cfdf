import { parseVideoSettings, type VideoSettings } from '@mergepix/core';
import { VIDEO_SETTINGS_KEY } from './video-settings-key';

// Settings saved in this browser, read back and repaired field by field. Its own module, loaded
// after the page shows: the repair needs the validation library, which the first load leaves out.

/** The stored settings, repaired; null when nothing (readable) is stored. */
export function readStoredSettings(): VideoSettings | null {
  try {
    const raw = localStorage.getItem(VIDEO_SETTINGS_KEY);
    return raw ? parseVideoSettings(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
