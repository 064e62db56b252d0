import { z } from 'zod';

// India's 28 states and 8 union territories: the choice an India buyer makes on the order form (the
// place of supply of the GST rules) and the seller's state on every invoice. `code` is the ISO 3166-2:IN
// code (2023 revision, the same as vehicle registrations: CG, OD, TS, UK); `gstCode` the two digits the
// GST system gives the state, which also open every GSTIN registered there.

export interface IndianState {
  code: string;
  gstCode: string;
  name: string;
  nameHi: string;
  /**
   * The tax that stands beside CGST when buyer and seller are in the same place: SGST in the states
   * and in the union territories with a legislature (Delhi, Puducherry, Jammu and Kashmir), UTGST in
   * the others.
   */
  localTax: 'SGST' | 'UTGST';
}

/** Alphabetical by English name, as a picker lists them. */
export const INDIAN_STATES = [
  {
    code: 'AN',
    gstCode: '35',
    name: 'Andaman and Nicobar Islands',
    nameHi: 'अंडमान और निकोबार द्वीपसमूह',
    localTax: 'UTGST',
  },
  { code: 'AP', gstCode: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश', localTax: 'SGST' },
  { code: 'AR', gstCode: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश', localTax: 'SGST' },
  { code: 'AS', gstCode: '18', name: 'Assam', nameHi: 'असम', localTax: 'SGST' },
  { code: 'BR', gstCode: '10', name: 'Bihar', nameHi: 'बिहार', localTax: 'SGST' },
  { code: 'CH', gstCode: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़', localTax: 'UTGST' },
  { code: 'CG', gstCode: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़', localTax: 'SGST' },
  {
    code: 'DH',
    gstCode: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    nameHi: 'दादरा और नगर हवेली और दमन और दीव',
    localTax: 'UTGST',
  },
  { code: 'DL', gstCode: '07', name: 'Delhi', nameHi: 'दिल्ली', localTax: 'SGST' },
  { code: 'GA', gstCode: '30', name: 'Goa', nameHi: 'गोवा', localTax: 'SGST' },
  { code: 'GJ', gstCode: '24', name: 'Gujarat', nameHi: 'गुजरात', localTax: 'SGST' },
  { code: 'HR', gstCode: '06', name: 'Haryana', nameHi: 'हरियाणा', localTax: 'SGST' },
  { code: 'HP', gstCode: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश', localTax: 'SGST' },
  { code: 'JK', gstCode: '01', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर', localTax: 'SGST' },
  { code: 'JH', gstCode: '20', name: 'Jharkhand', nameHi: 'झारखंड', localTax: 'SGST' },
  { code: 'KA', gstCode: '29', name: 'Karnataka', nameHi: 'कर्नाटक', localTax: 'SGST' },
  { code: 'KL', gstCode: '32', name: 'Kerala', nameHi: 'केरल', localTax: 'SGST' },
  { code: 'LA', gstCode: '38', name: 'Ladakh', nameHi: 'लद्दाख', localTax: 'UTGST' },
  { code: 'LD', gstCode: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप', localTax: 'UTGST' },
  { code: 'MP', gstCode: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश', localTax: 'SGST' },
  { code: 'MH', gstCode: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र', localTax: 'SGST' },
  { code: 'MN', gstCode: '14', name: 'Manipur', nameHi: 'मणिपुर', localTax: 'SGST' },
  { code: 'ML', gstCode: '17', name: 'Meghalaya', nameHi: 'मेघालय', localTax: 'SGST' },
  { code: 'MZ', gstCode: '15', name: 'Mizoram', nameHi: 'मिज़ोरम', localTax: 'SGST' },
  { code: 'NL', gstCode: '13', name: 'Nagaland', nameHi: 'नागालैंड', localTax: 'SGST' },
  { code: 'OD', gstCode: '21', name: 'Odisha', nameHi: 'ओडिशा', localTax: 'SGST' },
  { code: 'PY', gstCode: '34', name: 'Puducherry', nameHi: 'पुडुचेरी', localTax: 'SGST' },
  { code: 'PB', gstCode: '03', name: 'Punjab', nameHi: 'पंजाब', localTax: 'SGST' },
  { code: 'RJ', gstCode: '08', name: 'Rajasthan', nameHi: 'राजस्थान', localTax: 'SGST' },
  { code: 'SK', gstCode: '11', name: 'Sikkim', nameHi: 'सिक्किम', localTax: 'SGST' },
  { code: 'TN', gstCode: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु', localTax: 'SGST' },
  { code: 'TS', gstCode: '36', name: 'Telangana', nameHi: 'तेलंगाना', localTax: 'SGST' },
  { code: 'TR', gstCode: '16', name: 'Tripura', nameHi: 'त्रिपुरा', localTax: 'SGST' },
  { code: 'UP', gstCode: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश', localTax: 'SGST' },
  { code: 'UK', gstCode: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड', localTax: 'SGST' },
  { code: 'WB', gstCode: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल', localTax: 'SGST' },
] as const satisfies readonly IndianState[];

/** One entry of the list, its code typed as one of the list's. */
export type IndianStateEntry = (typeof INDIAN_STATES)[number];
export type IndianStateCode = IndianStateEntry['code'];

export const INDIAN_STATE_CODES = INDIAN_STATES.map((state) => state.code) as [
  IndianStateCode,
  ...IndianStateCode[],
];

/** The order form's message when an India buyer's state is missing or not one of the list. */
export const INDIAN_STATE_MESSAGE = 'Please choose your state or union territory.';

export const indianStateCodeSchema = z.enum(INDIAN_STATE_CODES, { error: INDIAN_STATE_MESSAGE });

export function isIndianStateCode(value: unknown): value is IndianStateCode {
  return typeof value === 'string' && (INDIAN_STATE_CODES as readonly string[]).includes(value);
}

export function indianState(code: IndianStateCode): IndianStateEntry {
  return INDIAN_STATES.find((state) => state.code === code)!;
}

/** The state whose GST code is `gstCode` ('29' → Karnataka), if any. */
export function indianStateByGstCode(gstCode: string): IndianStateEntry | undefined {
  return INDIAN_STATES.find((state) => state.gstCode === gstCode);
}
