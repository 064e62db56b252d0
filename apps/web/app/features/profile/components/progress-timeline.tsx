import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { ProgressStep } from '../parent-progress';
import { useDates } from '../use-dates';

export interface ProgressTimelineProps {
  steps: ProgressStep[];
  /** When the video is promised, shown under Delivered until it is. */
  dueAt: string;
  /** What the better-photo step offers the parent (the reason and the button). */
  photoAction?: ReactNode;
  /** Smaller, for a card in a list. */
  compact?: boolean;
}

const DOT: Record<ProgressStep['state'], string> = {
  done: 'bg-peacock-700 text-white ring-peacock-700',
  current: 'bg-marigold-500 text-ink ring-saffron-700',
  upcoming: 'bg-white text-ink/50 ring-night-900/20',
};

/**
 * The order's steps as a vertical timeline (issue 12 item 7): what is done, what is happening now,
 * what comes next, with times in the reader's own time zone.
 */
export function ProgressTimeline({ steps, dueAt, photoAction, compact = false }: ProgressTimelineProps) {
  const { timeline, stages } = useParentText().account;
  const dates = useDates();
  const delivered = steps.some((step) => step.key === 'delivered' && step.state === 'done');
  const waiting = steps.some((step) => step.needsParent);
  return (
    <ol aria-label={timeline.label} className={compact ? 'mt-3' : ''}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const alert = step.needsParent || step.key === 'cancelled';
        const Icon = alert ? AlertIcon : CheckIcon;
        const dot = step.needsParent ? 'bg-lotus-700 text-white ring-lotus-700' : DOT[step.state];
        return (
          <li
            key={step.key}
            data-testid="progress-step"
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={`relative flex gap-3 ${last ? '' : compact ? 'pb-3' : 'pb-5'}`}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-8 bottom-0 left-[0.9375rem] w-0.5 ${
                  step.state === 'done' ? 'bg-peacock-700' : 'bg-night-900/15'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative grid size-8 shrink-0 place-items-center rounded-full ring-2 ${dot}`}
            >
              {step.state === 'upcoming' ? (
                <span className="size-2 rounded-full bg-night-900/25" />
              ) : (
                <Icon className="size-4" />
              )}
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <p
                className={`font-display leading-tight font-bold ${compact ? 'text-base' : 'text-lg'} ${
                  step.state === 'upcoming' ? 'text-ink/70' : alert ? 'text-lotus-700' : 'text-night-900'
                }`}
              >
                {step.key === 'cancelled' && step.refunded ? timeline.cancelledRefunded : stages[step.key]}
                <span className="sr-only"> ({timeline.spoken[step.state]})</span>
              </p>
              {step.key === 'delivered' && delivered && (
                <p className="text-sm text-ink/80" data-testid="delivered-on">
                  {step.at
                    ? fillText(timeline.deliveredOn, { day: dates.day(step.at) })
                    : timeline.readyToWatch}
                </p>
              )}
              {step.key === 'delivered' && !delivered && (
                <p className="text-sm text-ink/80" data-testid="due-time">
                  {waiting
                    ? timeline.dueAfterPhotos
                    : fillText(timeline.dueBy, { time: dates.dateTime(dueAt) })}
                </p>
              )}
              {step.key !== 'delivered' && step.at && step.state !== 'upcoming' && !compact && (
                <p className="text-sm text-ink/75">{dates.dateTime(step.at)}</p>
              )}
              {step.needsParent && photoAction && <div className="mt-2">{photoAction}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
