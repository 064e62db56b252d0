import { progressStatusText, type UploadProgress } from '../upload-progress';

function Bar({ label, percent, failed }: { label: string; percent: number; failed: boolean }) {
  const id = `progress-${label.toLowerCase()}`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 font-bold text-night-900">
        <span id={id}>{label}</span>
        <span data-testid={`${id}-percent`}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-night-900/10"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${failed && percent < 100 ? 'bg-lotus-700' : 'bg-gradient-to-r from-marigold-500 to-saffron-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** docs/product-guide.md#completing-an-order: the thumbnail and video percentages and the status text, while and after submitting. */
export function UploadProgressBlock({ progress }: { progress: UploadProgress }) {
  return (
    <section
      aria-label="Upload progress"
      className="space-y-4 rounded-2xl bg-marigold-100/70 p-5 ring-1 ring-marigold-300"
    >
      <Bar label="Thumbnail" percent={progress.thumbnailPercent} failed={progress.failed} />
      <Bar label="Video" percent={progress.videoPercent} failed={progress.failed} />
      <p
        role="status"
        data-testid="upload-status"
        className={`font-bold ${progress.failed ? 'text-lotus-700' : 'text-night-700'}`}
      >
        {progressStatusText(progress)}
      </p>
    </section>
  );
}
