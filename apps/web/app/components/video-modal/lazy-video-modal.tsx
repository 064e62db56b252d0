import { lazy, Suspense } from 'react';
import type { VideoModalProps } from './video-modal';

// The player dialog is only needed after a click, so its code stays out of the first page load.
const VideoModal = lazy(() => import('./video-modal'));

export function LazyVideoModal(props: VideoModalProps) {
  return (
    <Suspense fallback={null}>
      <VideoModal {...props} />
    </Suspense>
  );
}
