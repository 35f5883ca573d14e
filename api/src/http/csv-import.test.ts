import { tinyPng } from '../test/upload-forms';
import { decodeCsvFile, parseCsvText } from './csv-import';

// A CSV file staff upload (the product import, reconciliation's settlement files): its bytes judged before its text is
// believed, and its records with the lines they start on.

describe('decodeCsvFile', () => {
  it('reads UTF-8, with or without the BOM Excel writes (dropped)', () => {
    expect(decodeCsvFile(Buffer.from('name\nحليب\n'))).toEqual({ text: 'name\nحليب\n' });
    expect(decodeCsvFile(Buffer.from('\uFEFFname\n'))).toEqual({ text: 'name\n' });
  });

  it('names UTF-16 (either byte order, with or without a BOM), bytes that are not UTF-8, a file that is no text, and an empty one', () => {
    for (const bytes of [Buffer.from('\uFEFFname', 'utf16le'), Buffer.from([0xfe, 0xff, 0, 0x6e]), Buffer.from('name', 'utf16le'), Buffer.from([0, 0x6e, 0, 0x61])]) {
      expect(decodeCsvFile(bytes)).toEqual({ file: expect.stringContaining('UTF-16') });
    }
    expect(decodeCsvFile(Buffer.from([0x6e, 0x0a, 0xc7, 0xe1]))).toEqual({ file: expect.stringContaining('not UTF-8') });
    for (const binary of [tinyPng(4), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00])]) {
      expect(decodeCsvFile(binary)).toEqual({ file: 'The file is not text (an Excel workbook or a picture, say). Save it as "CSV UTF-8 (comma delimited)" and import it again.' });
    }
    expect(decodeCsvFile(Buffer.alloc(0))).toEqual({ file: 'The file is empty' });
  });
});

describe('parseCsvText', () => {
  it('trims the header, and gives each record its line, past blank lines and line breaks inside quotes', () => {
    expect(parseCsvText(' a , b\r\n"x\r\ny",1\r\n\r\nz\r\n')).toEqual({
      header: ['a', 'b'],
      records: [
        { line: 2, values: ['x\r\ny', '1'] },
        { line: 5, values: ['z'] },
      ],
    });
  });

  it('names the line of a broken quote, an unclosed one, and an empty text', () => {
    expect(parseCsvText('a,b\r\nc "d",2\r\n')).toEqual({ file: expect.stringMatching(/^Line 2 has a broken quote/) });
    expect(parseCsvText('a,b\r\n"open,2\r\nx,3\r\n')).toEqual({ file: expect.stringMatching(/from line 2 on$/) });
    expect(parseCsvText('\r\n\r\n')).toEqual({ file: 'The file is empty' });
  });
});
