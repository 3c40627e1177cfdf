/**
 * State of a single-open accordion (docs/product.md#home-and-marketing-pages: one item open at a time;
 * clicking the open item closes it). A reducer so the rule lives in one pure, tested place.
 */

/** Id of the open item, or null when every item is closed. */
export type AccordionState = string | null;

/** What can happen to the accordion. */
export type AccordionAction = { type: 'toggle'; id: string } | { type: 'close' };

export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case 'toggle':
      return state === action.id ? null : action.id;
    case 'close':
      return null;
  }
}
