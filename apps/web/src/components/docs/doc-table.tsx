import type { ReactNode } from 'react';

interface DocTableProps {
  /** Names the table for assistive tech (visually the surrounding text introduces it). */
  caption: string;
  head: readonly string[];
  /** Cells in `head` order; the first cell names the row. */
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A small reference table. Phones get the same rows as stacked cards instead, because a
 * three-column table either squashes to one word per line or hides text behind sideways
 * scrolling. Only one of the two is displayed, so assistive tech never meets both.
 */
export function DocTable({ caption, head, rows }: DocTableProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static rows in a fixed order never reorder.
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells never reorder.
                  <td key={cellIndex} className="px-4 py-3 leading-6 text-slate-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {rows.map(([first, ...rest], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static rows in a fixed order never reorder.
          <li key={index} className="rounded-2xl border border-slate-200 p-4 text-sm leading-6">
            <p className="font-semibold text-slate-900">{first}</p>
            <dl className="mt-2 space-y-1.5">
              {rest.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static cells never reorder.
                <div key={cellIndex}>
                  <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {head[cellIndex + 1]}
                  </dt>
                  <dd className="text-slate-700">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
