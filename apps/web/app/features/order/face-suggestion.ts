import type { PhotoCrop } from '@shop/contracts/uploads';
import { cropAroundFace, type FaceBox } from './photo-frame';

// Where the frame should go, suggested by an offline face detector (docs/decisions/081): face-api's
// TinyFaceDetector (@vladmandic/face-api, TensorFlow.js inside it) run in the parent's browser on the
// parent's own photo. The library and the model's weights are files of this site, loaded only when a
// photo is framed; the photo never goes anywhere for it, and a failure only means no suggestion.

type Detect = (image: HTMLImageElement) => Promise<FaceBox[]>;
/** The bundled TensorFlow.js has these; face-api's types leave them out. */
interface Backends {
  setBackend(name: string): Promise<boolean>;
}

let detector: Promise<Detect> | undefined;

async function loadDetector(): Promise<Detect> {
  const [faceapi, { default: weightsUrl }, { default: manifest }] = await Promise.all([
    import('@vladmandic/face-api/dist/face-api.esm.js'),
    import('@vladmandic/face-api/model/tiny_face_detector_model.bin?url'),
    import('@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json'),
  ]);
  // WebGL where the browser has it, else the CPU. Never the WebAssembly backend: it would fetch its
  // .wasm file from elsewhere.
  const tf = faceapi.tf as unknown as Backends;
  if (!(await tf.setBackend('webgl').catch(() => false))) await tf.setBackend('cpu');
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`face model: HTTP ${response.status}`);
  const weights = faceapi.tf.io.decodeWeights(
    await response.arrayBuffer(),
    manifest[0]!.weights as Parameters<typeof faceapi.tf.io.decodeWeights>[1],
  );
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weights);
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  return async (image) =>
    (await faceapi.detectAllFaces(image, options)).map(({ box }) => ({
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
    }));
}

/** The frame around the largest face in the photo at `src`; null when none is found or anything fails. */
export async function suggestCrop(src: string): Promise<PhotoCrop | null> {
  try {
    detector ??= loadDetector();
    const detect = await detector;
    const image = new Image();
    image.src = src;
    await image.decode();
    // Fractions of the photo as the browser shows it: the same photo, upright, as the server keeps it.
    return cropAroundFace(await detect(image), image.naturalWidth, image.naturalHeight);
  } catch {
    detector = undefined;
    return null;
  }
}
