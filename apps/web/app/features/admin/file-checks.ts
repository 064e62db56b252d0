import { ADMIN_UPLOAD_RULES, presignProblem } from '@shop/contracts/uploads';

// The complete-order form's checks of a chosen file: the same function the server runs on the
// presign request (type from the browser, size), so the form and the server never disagree.

/** For the thumbnail chooser; the video chooser takes video/* as the seed did. */
export const THUMBNAIL_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const VIDEO_ACCEPT = 'video/*';

export const videoFileProblem = (file: { type: string; size: number }) =>
  presignProblem({ fileType: file.type, fileSize: file.size, contentType: 'video', customFolder: 'videos' });

export const thumbnailFileProblem = (file: { type: string; size: number }) =>
  presignProblem({
    fileType: file.type,
    fileSize: file.size,
    contentType: 'photo',
    customFolder: 'thumbnails',
  });

const MB = 1024 * 1024;

/** "12.35 MB": how the video's size is shown (docs/product-guide.md#completing-an-order). */
export const formatMegabytes = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

/** "84.2 KB": how the thumbnail's size is shown (docs/product-guide.md#completing-an-order). */
export const formatKilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The limits as the form's hints print them. */
export const VIDEO_LIMIT_MB = ADMIN_UPLOAD_RULES.videos.maxBytes / MB;
export const THUMBNAIL_LIMIT_MB = ADMIN_UPLOAD_RULES.thumbnails.maxBytes / MB;
