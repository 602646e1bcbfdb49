import type { Crosshair } from './footprint-draw';
import {
  clampScroll,
  FOOTPRINT,
  plotHeight,
  plotWidth,
  rescale,
  type FootprintModel,
  type FootprintView,
} from './footprint-geometry';

/** Dragging an axis 200 px doubles (or halves) its scale. */
const AXIS_DRAG_PX = 200;

/** Spec §4 panning mode: none, pan (dragging the plot) or zoom (dragging an axis or pinching). */
type Gesture =
  | { mode: 'none' }
  | { mode: 'pan'; lastX: number; lastY: number }
  | { mode: 'zoom'; axis: 'horizontal' | 'vertical'; lastX: number; lastY: number }
  | { mode: 'pinch'; distance: number; scale: number };

type Point = { x: number; y: number };

/** The state the gestures move; refs, so input never re-renders React. */
export type GestureTarget = {
  model: FootprintModel;
  viewRef: { current: FootprintView | null };
  crosshairRef: { current: Crosshair };
  schedule: () => void;
};

const regionOf = (view: FootprintView, { x, y }: Point) => {
  if (x > plotWidth(view)) return 'price-axis' as const;
  if (y > plotHeight(view) + FOOTPRINT.deltaRowHeight) return 'time-axis' as const;
  return 'plot' as const;
};

/** Ctrl or Cmd + wheel zooms time, Shift + wheel scrolls prices, a plain wheel scrolls time. */
function viewAfterWheel(model: FootprintModel, view: FootprintView, event: WheelEvent): FootprintView {
  if (event.ctrlKey || event.metaKey) {
    const factor = event.deltaY < 0 ? FOOTPRINT.zoomFactor : 1 / FOOTPRINT.zoomFactor;
    return rescale(model, view, 'horizontal', view.horizontalScale * factor);
  }
  if (event.shiftKey) return { ...view, scrollY: view.scrollY + event.deltaY };
  return { ...view, scrollX: view.scrollX + (event.deltaX || event.deltaY) };
}

/** Arrow keys scroll one step; any other key leaves the view alone (null). */
function viewAfterKey(view: FootprintView, key: string): FootprintView | null {
  const step = FOOTPRINT.keyScrollPx;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { ...view, scrollX: view.scrollX + move[0], scrollY: view.scrollY + move[1] } : null;
}

/** Pointer, wheel and keyboard input on the canvas; returns the function that removes it. */
export function bindFootprintGestures(canvas: HTMLCanvasElement, target: GestureTarget): () => void {
  const { model, viewRef, crosshairRef, schedule } = target;
  const pointers = new Map<number, Point>();
  let gesture: Gesture = { mode: 'none' };

  const local = (event: PointerEvent | WheelEvent | MouseEvent): Point => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const update = (next: FootprintView) => {
    viewRef.current = clampScroll(model, next);
    schedule();
  };
  const pinchDistance = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent) => {
    const view = viewRef.current;
    if (!view) return;
    canvas.focus();
    canvas.setPointerCapture(event.pointerId);
    const point = local(event);
    pointers.set(event.pointerId, point);
    if (pointers.size === 2) {
      gesture = { mode: 'pinch', distance: pinchDistance(), scale: view.horizontalScale };
      return;
    }
    const region = regionOf(view, point);
    gesture =
      region === 'plot'
        ? { mode: 'pan', lastX: point.x, lastY: point.y }
        : {
            mode: 'zoom',
            axis: region === 'price-axis' ? 'vertical' : 'horizontal',
            lastX: point.x,
            lastY: point.y,
          };
    crosshairRef.current = null;
    schedule();
  };

  const onPointerMove = (event: PointerEvent) => {
    const view = viewRef.current;
    if (!view) return;
    const point = local(event);
    if (pointers.has(event.pointerId)) pointers.set(event.pointerId, point);
    if (gesture.mode === 'pan') {
      update({
        ...view,
        scrollX: view.scrollX - (point.x - gesture.lastX),
        scrollY: view.scrollY - (point.y - gesture.lastY),
      });
      gesture = { ...gesture, lastX: point.x, lastY: point.y };
    } else if (gesture.mode === 'zoom') {
      if (gesture.axis === 'horizontal') {
        const factor = 1 + (point.x - gesture.lastX) / AXIS_DRAG_PX;
        viewRef.current = rescale(model, view, 'horizontal', view.horizontalScale * factor);
      } else {
        const factor = 1 - (point.y - gesture.lastY) / AXIS_DRAG_PX;
        viewRef.current = rescale(model, view, 'vertical', view.verticalScale * factor);
      }
      gesture = { ...gesture, lastX: point.x, lastY: point.y };
      schedule();
    } else if (gesture.mode === 'pinch') {
      const distance = pinchDistance();
      if (gesture.distance > 0 && distance > 0) {
        viewRef.current = rescale(model, view, 'horizontal', gesture.scale * (distance / gesture.distance));
        schedule();
      }
    } else {
      crosshairRef.current = regionOf(view, point) === 'plot' ? point : null;
      schedule();
    }
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    gesture = { mode: 'none' };
  };

  const onPointerLeave = () => {
    if (gesture.mode !== 'none') return;
    crosshairRef.current = null;
    schedule();
  };

  // A double click on an axis puts its scale back to the default.
  const onDoubleClick = (event: MouseEvent) => {
    const view = viewRef.current;
    if (!view) return;
    const region = regionOf(view, local(event));
    if (region === 'price-axis') update(rescale(model, view, 'vertical', FOOTPRINT.defaultVerticalScale));
    if (region === 'time-axis') update(rescale(model, view, 'horizontal', FOOTPRINT.defaultHorizontalScale));
  };

  const onWheel = (event: WheelEvent) => {
    const view = viewRef.current;
    if (!view) return;
    event.preventDefault();
    update(viewAfterWheel(model, view, event));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const view = viewRef.current;
    if (!view) return;
    const next = viewAfterKey(view, event.key);
    if (!next) return;
    event.preventDefault();
    update(next);
  };

  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  canvas.addEventListener('pointerleave', onPointerLeave);
  canvas.addEventListener('dblclick', onDoubleClick);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('keydown', onKeyDown);
  return () => {
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('pointerup', onPointerUp);
    canvas.removeEventListener('pointercancel', onPointerUp);
    canvas.removeEventListener('pointerleave', onPointerLeave);
    canvas.removeEventListener('dblclick', onDoubleClick);
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('keydown', onKeyDown);
  };
}
