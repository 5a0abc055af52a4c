import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";

/** What a screen reader hears while an element of the list moves, in Italian, with its name and place. */
function announcements(ids: UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string): Announcements {
  const place = (id: UniqueIdentifier | undefined) => ids.indexOf(id ?? "") + 1;
  const count = ids.length;
  return {
    onDragStart: ({ active }) => `Hai preso «${nameOf(active.id)}», in posizione ${place(active.id)} di ${count}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `«${nameOf(active.id)}» è sopra la posizione ${place(over.id)} di ${count}.`
        : `«${nameOf(active.id)}» è fuori dall'elenco.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `«${nameOf(active.id)}» lasciata in posizione ${place(over.id)} di ${count}.`
        : `«${nameOf(active.id)}» lasciata al suo posto.`,
    onDragCancel: ({ active }) => `Spostamento annullato: «${nameOf(active.id)}» resta al suo posto.`,
  };
}

/**
 * A list staff put in order by dragging (mouse, touch, or the keyboard from a row's handle, whose rows use
 * `useSortable`), told to a screen reader in Italian. `what` names an element for the instructions ("la foto");
 * a drop calls `onMove` with the places it went from and to.
 */
export function SortableList({
  ids,
  nameOf,
  what,
  onMove,
  children,
}: {
  ids: UniqueIdentifier[];
  nameOf: (id: UniqueIdentifier) => string;
  what: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const instructions = `Per spostare ${what} premi spazio o invio, poi usa le frecce su e giù; premi di nuovo spazio o invio per lasciarla, Esc per annullare.`;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(ids, nameOf), screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
