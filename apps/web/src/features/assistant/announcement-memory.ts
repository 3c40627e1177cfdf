// Whether this browser has done with the assistant's announcement bubble (docs/product.md#ai-assistant):
// the visitor dismissed it, or opened the assistant. Kept in localStorage, so it is not shown
// again in later sessions; a browser that refuses storage simply sees it once per page load.

const KEY = 'mergepix:assistant-announcement';

export function announcementDone(): boolean {
  try {
    return localStorage.getItem(KEY) === 'done';
  } catch {
    return false;
  }
}

export function markAnnouncementDone(): void {
  try {
    localStorage.setItem(KEY, 'done');
  } catch {
    // Storage refused (private mode, quota): the bubble is only hidden for this page.
  }
}
