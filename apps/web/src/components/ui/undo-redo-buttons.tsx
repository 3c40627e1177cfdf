import { Redo2, Undo2 } from 'lucide-react';
import { Button, type ButtonSize } from './button';

/** An editor's history as the undo and redo buttons need it. */
export interface UndoRedoHistory {
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * Undo and redo as two outline icon buttons, each disabled when there is nothing to take back or
 * bring back. With `shortcuts`, their names (and tooltips) give the keys.
 */
export function UndoRedoButtons({
  history,
  size,
  shortcuts = false,
}: {
  history: UndoRedoHistory;
  size: ButtonSize;
  shortcuts?: boolean;
}) {
  const steps = [
    { label: 'Undo', keys: 'Ctrl+Z', Icon: Undo2, run: history.undo, can: history.canUndo },
    { label: 'Redo', keys: 'Ctrl+Shift+Z', Icon: Redo2, run: history.redo, can: history.canRedo },
  ];
  return steps.map(({ label, keys, Icon, run, can }) => {
    const name = shortcuts ? `${label} (${keys})` : label;
    return (
      <Button
        key={label}
        variant="outline"
        size={size}
        aria-label={name}
        title={shortcuts ? name : undefined}
        disabled={!can}
        onClick={run}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  });
}
