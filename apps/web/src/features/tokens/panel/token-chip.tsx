import { useDraggable } from '@dnd-kit/core';
import { type TokenKey, tokenText } from '@mergepix/core';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { TokenDragData } from '@/lib/tokens/token-drag-provider';

const chipClass =
  'inline-flex max-w-full items-center gap-1 rounded-lg border border-brand-200 bg-brand-50 px-2 py-1 ' +
  'font-mono text-xs font-semibold text-brand-800 shadow-sm';

/** How a token looks while it is dragged (the drag preview). */
export function TokenChipPreview({ tokenKey }: { tokenKey: TokenKey }) {
  return (
    <span className={cn(chipClass, 'pointer-events-none rotate-[-2deg] shadow-lg shadow-brand-900/20')}>
      {tokenText(tokenKey)}
    </span>
  );
}

/**
 * A token that can be dragged into a text field with the mouse, a finger or the keyboard
 * (Space or Enter picks it up; the arrow keys move it between fields).
 */
export function DraggableTokenChip({ tokenKey }: { tokenKey: TokenKey }) {
  const text = tokenText(tokenKey);
  const data: TokenDragData = { text };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `token-${tokenKey}`, data });
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-token-chip={tokenKey}
      aria-label={`Drag ${text} into a text field`}
      className={cn(
        chipClass,
        'cursor-grab touch-none hover:border-brand-400 hover:bg-brand-100 active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden="true" className="size-3.5 shrink-0 text-brand-400" />
      <span className="truncate">{text}</span>
    </button>
  );
}
