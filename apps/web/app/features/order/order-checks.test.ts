import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from '@shop/contracts/checkout';
import { PRONUNCIATION_MAX_LENGTH, VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import {
  checkCheckout,
  filterPhoneInput,
  firstSubmitProblem,
  type CheckoutFacts,
  type SubmitFacts,
} from './order-checks';

const ready: SubmitFacts = {
  country: 'US',
  isGuest: true,
  email: 'parent@example.com',
  phoneUpdates: true,
  phoneNumber: '555 123 4567',
  photos: [{ publicId: 'a', secureUrl: 'https://x/a' }],
  uploading: false,
};

describe('firstSubmitProblem', () => {
  it('passes a complete form', () => {
    expect(firstSubmitProblem(ready)).toBeNull();
  });

  it('reports the checks in the seed order, each only once the earlier ones pass', () => {
    const broken: SubmitFacts = {
      country: '',
      isGuest: true,
      email: ' ',
      phoneUpdates: true,
      phoneNumber: '',
      photos: [],
      uploading: true,
    };
    const seen: string[] = [];
    const fixes: Array<Partial<SubmitFacts>> = [
      { country: 'US' },
      { email: 'p@example.com' },
      { phoneNumber: '12' },
      { photos: [{ publicId: 'a' }] },
      { photos: [{ publicId: 'a', secureUrl: 'https://x/a' }] },
      { uploading: false },
      { phoneNumber: '+1 (555) 123-4567'.slice(0, 15) },
    ];
    let facts = broken;
    for (const fix of fixes) {
      seen.push(firstSubmitProblem(facts)!.message);
      facts = { ...facts, ...fix };
    }
    expect(seen).toEqual([
      'Please select your country to continue.',
      'Please enter your email address to continue.',
      'Please enter your phone number to receive updates.',
      'Please upload at least one photo of your child to continue.',
      'Please wait for all photo uploads to complete.',
      'Please wait for the image upload to complete.',
      'Please enter a valid phone number.',
    ]);
    expect(firstSubmitProblem(facts)).toBeNull();
  });

  it('does not ask a signed-in parent for an e-mail, nor check an unticked phone', () => {
    expect(
      firstSubmitProblem({ ...ready, isGuest: false, email: '', phoneUpdates: false, phoneNumber: 'x' }),
    ).toBeNull();
  });
});

describe('filterPhoneInput', () => {
  it('keeps digits, spaces, hyphens, parentheses and plus only', () => {
    expect(filterPhoneInput('+91 (98) 765-43a.b#10')).toBe('+91 (98) 765-4310');
  });
});

describe('checkCheckout: how the name is said', () => {
  const facts: CheckoutFacts = {
    ...ready,
    phoneUpdates: false,
    phoneNumber: '',
    kidName: 'Aarav',
    storyId: '3',
    language: 'english',
    state: '',
    dialCode: '+1',
    pronunciation: '',
    voiceClip: null,
    consentDays: 30,
    siteLanguage: 'en',
  };
  const clipId = '0b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d';

  it('both are optional: an empty field and no clip send nothing for them', () => {
    const check = checkCheckout(facts);
    expect(check.kind).toBe('ok');
    const parsed = checkoutFormSchema.parse(check.kind === 'ok' ? check.form : null);
    expect(parsed.pronunciation).toBeUndefined();
    expect(parsed.voiceClipId).toBeUndefined();
  });

  it('sends the spelling (trimmed by the one schema) and the clip’s id', () => {
    const check = checkCheckout({ ...facts, pronunciation: '  AA-rahv ', voiceClip: { id: clipId } });
    expect(check).toMatchObject({ kind: 'ok', form: { pronunciation: '  AA-rahv ', voiceClipId: clipId } });
    const parsed = checkoutFormSchema.parse(check.kind === 'ok' ? check.form : null);
    expect(parsed).toMatchObject({ pronunciation: 'AA-rahv', voiceClipId: clipId });
  });

  it('sends the frames the parent moved, by photo id, and none for the others', () => {
    const [first, second] = ['7d0f5a1e-2b3c-4d5e-8f90-1a2b3c4d5e6f', '8e1a6b2f-3c4d-4e5f-9a01-2b3c4d5e6f70'];
    const photos = [
      { publicId: first, secureUrl: 'https://x.test/a', crop: { x: 0.2, y: 0.1, size: 0.6 } },
      { publicId: second, secureUrl: 'https://x.test/b' },
    ];
    const check = checkCheckout({ ...facts, photos });
    expect(check).toMatchObject({
      kind: 'ok',
      form: { kidPhotoCrops: { [first]: { x: 0.2, y: 0.1, size: 0.6 } } },
    });
    const unframed = checkCheckout({ ...facts, photos: photos.map(({ crop: _none, ...photo }) => photo) });
    expect(unframed.kind === 'ok' && unframed.form.kidPhotoCrops).toBeUndefined();
  });

  it('60 characters pass; 61 are shown at the field with the shared message', () => {
    expect(checkCheckout({ ...facts, pronunciation: 'a'.repeat(PRONUNCIATION_MAX_LENGTH) }).kind).toBe('ok');
    expect(checkCheckout({ ...facts, pronunciation: 'a'.repeat(PRONUNCIATION_MAX_LENGTH + 1) })).toEqual({
      kind: 'fields',
      problems: {
        pronunciation: { message: VOICE_CLIP_MESSAGES.pronunciationTooLong, code: 'PRONUNCIATION_TOO_LONG' },
      },
    });
  });
});
