import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { PhotoCrop } from '@shop/contracts/uploads';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { centredCrop, frameBox, medallionBackground, moveCrop, resizeCrop, fitCrop } from '../photo-frame';

export interface PhotoFramerProps {
  /** The photo's number in the order (1-3), for the labels. */
  number: number;
  src: string;
  width: number;
  height: number;
  /** The parent's frame; undefined: the centred square (as the server cuts it). */
  crop: PhotoCrop | undefined;
  /** The frame is where the face detector put it, not yet moved by the parent. */
  suggested?: boolean;
  onChange: (crop: PhotoCrop) => void;
  onReset: () => void;
}

const STEP = 0.02;
const BIG_STEP = 0.1;
const SIZE_STEP = 0.05;

/**
 * One photo with the square the film's portrait is cut from (docs/decisions/080): drag the square to
 * move it and its corner to resize it (mouse, touch, pen), or focus it and use the arrow keys (Shift
 * for bigger steps) and plus / minus; the buttons do the same. The round preview beside it is the
 * film's medallion.
 */
export function PhotoFramer({
  number,
  src,
  width,
  height,
  crop,
  suggested = false,
  onChange,
  onReset,
}: PhotoFramerProps) {
  const words = useParentText().order.photoFrame;
  const current = crop ?? centredCrop(width, height);
  const box = frameBox(current, width, height);
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<{
    mode: 'move' | 'resize';
    x: number;
    y: number;
    start: PhotoCrop;
    rect: DOMRect;
  } | null>(null);
  const keysId = useId();

  function grab(mode: 'move' | 'resize', event: PointerEvent<HTMLElement>) {
    const rect = area.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: current, rect };
  }

  function follow(event: PointerEvent<HTMLElement>) {
    const held = drag.current;
    if (!held) return;
    const dx = (event.clientX - held.x) / held.rect.width;
    const dy = (event.clientY - held.y) / held.rect.height;
    if (held.mode === 'move') {
      onChange(moveCrop(held.start, dx, dy, width, height));
      return;
    }
    // The corner follows the pointer: the side grows by the larger of the two moves.
    const shorter = Math.min(width, height);
    const grow = Math.max(dx * width, dy * height) / shorter;
    onChange(fitCrop({ ...held.start, size: held.start.size + grow }, width, height));
  }

  const release = () => {
    drag.current = null;
  };

  function keys(event: KeyboardEvent<HTMLElement>) {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) onChange(moveCrop(current, move[0], move[1], width, height));
    else if (event.key === '+' || event.key === '=') onChange(resizeCrop(current, SIZE_STEP, width, height));
    else if (event.key === '-' || event.key === '_') onChange(resizeCrop(current, -SIZE_STEP, width, height));
    else return;
    event.preventDefault();
  }

  return (
    <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-5">
      <div
        ref={area}
        className="relative w-full max-w-[18rem] touch-none overflow-hidden rounded-xl select-none"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <img src={src} alt="" draggable={false} className="absolute inset-0 size-full object-cover" />
        <button
          type="button"
          aria-label={fillText(words.frame, { number })}
          aria-describedby={keysId}
          onPointerDown={(event) => grab('move', event)}
          onPointerMove={follow}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyDown={keys}
          className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(11,21,48,0.55)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300"
          style={{
            left: `${box.left * 100}%`,
            top: `${box.top * 100}%`,
            width: `${box.width * 100}%`,
            height: `${box.height * 100}%`,
          }}
        >
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full border-2 border-dashed border-marigold-300"
          />
          <span
            aria-hidden="true"
            title={fillText(words.resize, { number })}
            onPointerDown={(event) => grab('resize', event)}
            onPointerMove={follow}
            onPointerUp={release}
            onPointerCancel={release}
            className="absolute -right-3 -bottom-3 size-7 cursor-nwse-resize rounded-full border-2 border-night-900 bg-marigold-500"
          />
        </button>
      </div>
      <div className="flex flex-col items-center gap-3">
        <span
          role="img"
          aria-label={fillText(words.preview, { number })}
          className="block size-28 rounded-full bg-no-repeat ring-4 ring-marigold-500 ring-offset-2 ring-offset-saffron-700"
          style={{ backgroundImage: `url("${src}")`, ...medallionBackground(current, width, height) }}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={() => onChange(resizeCrop(current, -SIZE_STEP, width, height))}
            className={buttonClass('secondary', 'sm')}
          >
            {words.smaller}
          </button>
          <button
            type="button"
            onClick={() => onChange(resizeCrop(current, SIZE_STEP, width, height))}
            className={buttonClass('secondary', 'sm')}
          >
            {words.larger}
          </button>
          <button type="button" onClick={onReset} className={buttonClass('secondary', 'sm')}>
            {words.reset}
          </button>
        </div>
        <p id={keysId} className="max-w-[18rem] text-center text-sm text-ink/80">
          {words.keys}
        </p>
        <p aria-live="polite" className="max-w-[18rem] text-center text-sm font-semibold text-peacock-700">
          {suggested ? words.suggested : ''}
        </p>
      </div>
    </div>
  );
}
