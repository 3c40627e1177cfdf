import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useMemo } from 'react';
import { notify } from '@/lib/toast';
import { deviceTraits, pointerPoint, usesTouch } from './drop-point';
import { insertIntoField, markDropTarget, type TextField, textFieldAt, textFieldsIn } from './text-fields';

/** What a dragged token carries: the text a drop inserts, e.g. `[FIRSTNAME]`. */
export interface TokenDragData {
  readonly text: string;
}

// The field a keyboard drag points at; arrow keys step through the visible fields.
let keyboardTarget: TextField | undefined;

function fieldLabel(field: TextField): string {
  return (
    field.getAttribute('aria-label') ??
    field.labels?.[0]?.textContent?.trim() ??
    (field.placeholder || 'a text field')
  );
}

function dropScope(): ParentNode {
  // While a tool's dialog is open, only its fields are in reach.
  return document.querySelector('[role="dialog"]') ?? document;
}

/** Arrow keys jump the dragged token from one text field to the next (or back). */
const toNextField: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = event.code === 'ArrowDown' || event.code === 'ArrowRight';
  const backward = event.code === 'ArrowUp' || event.code === 'ArrowLeft';
  if (!forward && !backward) return undefined;
  event.preventDefault();
  const fields = textFieldsIn(dropScope());
  if (fields.length === 0) return currentCoordinates;
  const at = keyboardTarget ? fields.indexOf(keyboardTarget) : -1;
  const next = forward ? (at + 1) % fields.length : (at <= 0 ? fields.length : at) - 1;
  keyboardTarget = fields[next];
  if (!keyboardTarget) return currentCoordinates;
  keyboardTarget.scrollIntoView({ block: 'nearest' });
  markDropTarget(keyboardTarget);
  const box = keyboardTarget.getBoundingClientRect();
  // The chip sits at the start of the field, centred on its height.
  const height = context.collisionRect?.height ?? 0;
  return { x: box.left + 12, y: box.top + box.height / 2 - height / 2 };
};

function targetOf(event: DragMoveEvent | DragEndEvent): TextField | undefined {
  const point = pointerPoint(event.activatorEvent, event.delta);
  if (!point) return keyboardTarget;
  return textFieldAt(point.x, point.y);
}

function textOf(event: DragEndEvent): string | undefined {
  return (event.active.data.current as TokenDragData | undefined)?.text;
}

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${(active.data.current as TokenDragData | undefined)?.text ?? 'a token'}. Use the arrow keys to move between text fields, Space or Enter to drop it there, Escape to cancel.`,
  onDragMove: () => (keyboardTarget ? `Over ${fieldLabel(keyboardTarget)}.` : undefined),
  onDragOver: () => undefined,
  onDragEnd: ({ active }) =>
    `Dropped ${(active.data.current as TokenDragData | undefined)?.text ?? 'the token'}.`,
  onDragCancel: () => 'Cancelled. The token was not inserted.',
};

function finish(): void {
  keyboardTarget = undefined;
  markDropTarget(undefined);
}

/**
 * Drag and drop of personalization tokens into any text field below it: a tool's prompt, a name field, a
 * form. Mouse always; touch on phones and touch screens (docs/product.md#personalization-tokens: mobile user
 * agent, width up to 768 px, or touch support); keyboard (Space to pick up, arrows between fields). A drop
 * inserts the token's text at the field's caret, as if typed.
 */
export function TokenDragProvider({ children }: { children: ReactNode }) {
  const touch = useMemo(() => typeof window !== 'undefined' && usesTouch(deviceTraits()), []);
  const mouse = useSensor(MouseSensor, { activationConstraint: { distance: 4 } });
  const finger = useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } });
  const keys = useSensor(KeyboardSensor, { coordinateGetter: toNextField });
  const sensors = useSensors(mouse, touch ? finger : null, keys);

  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements }}
      onDragStart={() => {
        keyboardTarget = undefined;
      }}
      onDragMove={(event) => {
        if (pointerPoint(event.activatorEvent, event.delta)) markDropTarget(targetOf(event));
      }}
      onDragCancel={finish}
      onDragEnd={(event) => {
        const field = targetOf(event);
        const text = textOf(event);
        finish();
        if (!field || !text) return;
        const refused = insertIntoField(field, text);
        if (refused)
          notify.error(`That field holds at most ${refused.max} characters, so ${text} did not fit.`);
      }}
    >
      {children}
    </DndContext>
  );
}
