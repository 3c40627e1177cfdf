import type { DesignRecord } from '@mergepix/core';

/** Props of a view of one saved design: the canvas designer, or a live GIF's page. */
export interface DesignViewProps {
  initial: DesignRecord;
  onBack: () => void;
  /** Loads the design again (after publishing, or to refresh its state). */
  onReload: () => Promise<DesignRecord>;
}
