import {
  TOKEN_PANEL_MINIMIZED_WIDTH_PX,
  TOKEN_PANEL_OFFSET_LEFT_PX,
  TOKEN_PANEL_OFFSET_TOP_PX,
  TOKEN_PANEL_WIDTH_PX,
} from '@mergepix/core';

/** The panel's top-left corner in viewport pixels. */
export interface PanelPosition {
  readonly x: number;
  readonly y: number;
}

/** Where a new panel starts: 20 px from the left, 100 px from the top. */
export const PANEL_START: PanelPosition = { x: TOKEN_PANEL_OFFSET_LEFT_PX, y: TOKEN_PANEL_OFFSET_TOP_PX };

/** Room kept between the panel and the window's edges. */
export const PANEL_MARGIN_PX = 8;

/** The panel's width: 280 px, or 180 px minimized. */
export function panelWidth(minimized: boolean): number {
  return minimized ? TOKEN_PANEL_MINIMIZED_WIDTH_PX : TOKEN_PANEL_WIDTH_PX;
}

/**
 * The position moved as far as needed to keep the whole panel inside the viewport. A panel
 * taller or wider than the window keeps its top-left corner (and so its header) on screen.
 */
export function clampPanel(
  position: PanelPosition,
  size: { readonly width: number; readonly height: number },
  viewport: { readonly width: number; readonly height: number },
): PanelPosition {
  const maxX = Math.max(PANEL_MARGIN_PX, viewport.width - size.width - PANEL_MARGIN_PX);
  const maxY = Math.max(PANEL_MARGIN_PX, viewport.height - size.height - PANEL_MARGIN_PX);
  return {
    x: Math.round(Math.min(maxX, Math.max(PANEL_MARGIN_PX, position.x))),
    y: Math.round(Math.min(maxY, Math.max(PANEL_MARGIN_PX, position.y))),
  };
}
