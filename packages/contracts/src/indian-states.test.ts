import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, gstinState, isValidGstin } from './gstin';
import {
  INDIAN_STATE_MESSAGE,
  INDIAN_STATES,
  indianState,
  indianStateByGstCode,
  indianStateCodeSchema,
  isIndianStateCode,
} from './indian-states';

describe('Indian states and union territories', () => {
  it('lists the 28 states and 8 union territories once each, with their GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((state) => state.gstCode)).size).toBe(36);
    expect(indianState('KA')).toMatchObject({ gstCode: '29', name: 'Karnataka', localTax: 'SGST' });
    expect(indianState('MH').gstCode).toBe('27');
    expect(indianState('DL').gstCode).toBe('07');
    expect(indianState('TS').gstCode).toBe('36');
    expect(indianState('AP').gstCode).toBe('37');
    expect(indianState('LA').gstCode).toBe('38');
    expect(indianStateByGstCode('33')?.name).toBe('Tamil Nadu');
    expect(indianStateByGstCode('99')).toBeUndefined();
  });

  it('union territories without a legislature levy UTGST; the states, Delhi, Puducherry and J&K SGST', () => {
    const utgst = INDIAN_STATES.filter((state) => state.localTax === 'UTGST').map((state) => state.code);
    expect(utgst.sort()).toEqual(['AN', 'CH', 'DH', 'LA', 'LD']);
  });

  it('is in alphabetical order of the English names, each with a Hindi name', () => {
    const names = INDIAN_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const state of INDIAN_STATES) expect(state.nameHi).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('the schema accepts a code of the list and answers the field message otherwise', () => {
    expect(indianStateCodeSchema.parse('KA')).toBe('KA');
    for (const bad of ['ka', 'XX', 'Karnataka', '', 29, null]) {
      const result = indianStateCodeSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INDIAN_STATE_MESSAGE);
    }
    expect(isIndianStateCode('WB')).toBe(true);
    expect(isIndianStateCode('IN')).toBe(false);
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right (the widely used sample 27AAPFU0939F1ZV)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinState('27AAPFU0939F1ZV')?.code).toBe('MH');
  });

  it('the check character follows the state and PAN it is computed from', () => {
    const karnataka = `29AAPFU0939F1Z`;
    const gstin = karnataka + gstinCheckCharacter(karnataka);
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinState(gstin)?.code).toBe('KA');
  });

  it('names what is wrong: format, unknown state code, or a check character that does not match', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    // Any one mistyped character of the first 14 that still looks like a GSTIN is caught.
    const sample = '27AAPFU0939F1ZV';
    let typos = 0;
    for (let index = 0; index < 14; index += 1) {
      for (const typed of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        const typo = sample.slice(0, index) + typed + sample.slice(index + 1);
        if (typo === sample || gstinProblem(typo) === 'format' || gstinProblem(typo) === 'state') continue;
        expect(gstinProblem(typo)).toBe('checksum');
        typos += 1;
      }
    }
    expect(typos).toBeGreaterThan(100);
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('format');
    const unknownState = `98AAPFU0939F1Z`;
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe('state');
  });
});
