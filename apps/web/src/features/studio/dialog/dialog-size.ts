import {
  DIALOG_DEFAULT_HEIGHT_PX,
  DIALOG_DEFAULT_WIDTH_PX,
  DIALOG_MAX_HEIGHT_VH,
  DIALOG_MAX_WIDTH_VW,
  DIALOG_MIN_HEIGHT_PX,
  DIALOG_MIN_WIDTH_PX,
} from '@mergepix/core';

/** A width and height in CSS pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The smallest and largest size the dialog may take in this viewport. */
export function dialogBounds(viewport: Size): { min: Size; max: Size } {
  const max = {
    width: Math.floor((viewport.width * DIALOG_MAX_WIDTH_VW) / 100),
    height: Math.floor((viewport.height * DIALOG_MAX_HEIGHT_VH) / 100),
  };
  // A window smaller than the minimum gets the largest size that fits, never an overflow.
  const min = {
    width: Math.min(DIALOG_MIN_WIDTH_PX, max.width),
    height: Math.min(DIALOG_MIN_HEIGHT_PX, max.height),
  };
  return { min, max };
}

/** `size` kept between 600×400 and 95vw × 90vh. */
export function clampDialogSize(size: Size, viewport: Size): Size {
  const { min, max } = dialogBounds(viewport);
  return {
    width: Math.round(Math.min(max.width, Math.max(min.width, size.width))),
    height: Math.round(Math.min(max.height, Math.max(min.height, size.height))),
  };
}

/** The size a dialog opens at: 900×650, or less in a smaller window. */
export function defaultDialogSize(viewport: Size): Size {
  return clampDialogSize({ width: DIALOG_DEFAULT_WIDTH_PX, height: DIALOG_DEFAULT_HEIGHT_PX }, viewport);
}
