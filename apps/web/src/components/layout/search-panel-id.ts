/** Id of the header's search panel, referenced by the toggle's aria-controls. */
export const SEARCH_PANEL_ID = 'site-search';
