// The uploads module's one door (docs/decisions/090): the children's photos and voice clips that
// parents upload before paying (checked, private, within one budget, bound to the browser's upload
// session), and the admin's presigned uploads of a film. Orders claim them through this module's
// services; nothing else reaches its tables.

export type {
  HandedOverPhoto,
  IncomingPhoto,
  OrderPhoto,
  PortraitInputs,
  StoredOrderPhoto,
  UploadsService,
  VerifiedUpload,
} from './uploads.service.ts';
export type { StoredVoiceClip, VoiceClipsService } from './voice-clips.service.ts';

export { clientNetwork } from './upload-budgets.ts';
