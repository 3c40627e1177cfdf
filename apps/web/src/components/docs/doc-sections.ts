/** One section of a guide: its anchor id (also its URL hash) and its heading. */
export interface DocSection {
  readonly id: string;
  readonly label: string;
}

/** The heading of section `id` of a guide's `sections`; `guide` names the guide in the error. */
export function docSectionLabel<S extends DocSection>(
  sections: readonly S[],
  id: S['id'],
  guide: string,
): string {
  const section = sections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown ${guide} section ${id}`);
  return section.label;
}
