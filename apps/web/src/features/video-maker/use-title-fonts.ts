import { layerText, type TokenValues, type VideoText } from '@mergepix/core';
import { useCallback, useEffect, useState } from 'react';
import { loadTextFonts } from '@/lib/fonts/font-loader';

// The fonts the title needs (the chosen family and the fallbacks of the scripts it uses, with the
// user's values filled in): loaded as soon as the title changes, so the preview redraws once they
// arrive, and awaited again before an encode so no frame draws in a fallback font.

/** The title is drawn bold (see core's videoTextLayer). */
const TITLE_WEIGHT = 700;

export function useTitleFonts(text: VideoText, values: TokenValues) {
  const [version, setVersion] = useState(0);
  const family = text.fontFamily;
  const filled = layerText({ text: text.text, textCase: 'none' }, values);
  useEffect(() => {
    let live = true;
    void loadTextFonts({ family, weight: TITLE_WEIGHT, text: filled }).then(() => {
      if (live) setVersion((v) => v + 1);
    });
    return () => {
      live = false;
    };
  }, [family, filled]);
  const ensure = useCallback(async () => {
    await loadTextFonts({ family, weight: TITLE_WEIGHT, text: filled });
  }, [family, filled]);
  return { version, ensure };
}
