import { REFERENCE_IMAGES_PER_CATEGORY } from '@mergepix/core';
import { UPLOAD_HINT } from './reference-upload';

/** The picker's Info view: what the reference image does and where it is kept. */
export function PickerInfo({
  id,
  labelledBy,
  category,
}: {
  id: string;
  labelledBy: string;
  category: string;
}) {
  return (
    <section
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      className="flex flex-col gap-3 text-sm leading-6 text-slate-700"
    >
      <p>
        A personalized reference image guides the AI: it borrows the face, hair and outfit from your photo so
        the figure looks like you (or your customer).
      </p>
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        <li>
          Images are saved only in this browser, {REFERENCE_IMAGES_PER_CATEGORY} at most per generator (this
          one: <span className="font-mono text-xs">{category}</span>). The oldest make way for new ones.
        </li>
        <li>A photo is sent only with your generation request; it is never shared or published.</li>
        <li>Choose several to keep them handy; the first one you pick is used as the reference.</li>
        <li>{UPLOAD_HINT}. A clear, well-lit photo facing the camera works best.</li>
        <li>Clearing your browser data removes the history; use the bin icon to remove one image.</li>
      </ul>
    </section>
  );
}
