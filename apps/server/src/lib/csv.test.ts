import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

// What a spreadsheet must read back exactly, and what it must never run.

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Rao, Asha', '"Rao, Asha"'],
    ['Asha "Ashu" Rao', '"Asha ""Ashu"" Rao"'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\r\nreturn', '"carriage\r\nreturn"'],
    ['आरव', 'आरव'],
    ['₹1,299', '"₹1,299"'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula: %j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers (negative ones too) and empty values as they are', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a byte order mark, the header and CRLF-terminated rows', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Diya', 'a, b'],
          ['Kabir', '=1'],
        ],
      ),
    ).toBe('\uFEFFName,Note\r\nDiya,"a, b"\r\nKabir,\'=1\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
  });
});
