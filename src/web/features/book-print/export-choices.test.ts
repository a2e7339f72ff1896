import { describe, expect, it } from 'vitest';
import { bookPdfUrl, DEFAULT_EXPORT_CHOICES, exportSummary, kdpPageCountWarning, scenePdfUrl } from './export-choices';
import { fileNameFromContentDisposition } from '../../lib/download-file';

describe('export choices', () => {
  it('spells out every PDF choice', () => {
    expect(bookPdfUrl('b1', DEFAULT_EXPORT_CHOICES)).toBe('/api/books/b1/download?format=pdf&trim=letter&bleed=false&sides=single');
    expect(bookPdfUrl('b1', { ...DEFAULT_EXPORT_CHOICES, trim: 'a4', hasBleed: true, sides: 'double' })).toBe(
      '/api/books/b1/download?format=pdf&trim=a4&bleed=true&sides=double',
    );
    expect(scenePdfUrl('s 1', { trim: 'square', hasBleed: false })).toBe('/api/scenes/s%201/download?format=pdf&trim=square&bleed=false');
  });

  it('states the PDF page count with its blank backs', () => {
    const pdf = DEFAULT_EXPORT_CHOICES;
    expect(exportSummary(3, pdf)).toBe('The PDF will have 8 pages: a title page, a "This book belongs to" page, 3 coloring pages, 3 blank pages.');
    expect(exportSummary(4, { ...pdf, sides: 'double' })).toBe('The PDF will have 6 pages: a title page, a "This book belongs to" page, 4 coloring pages.');
    const withCopyright = { ...pdf, frontMatter: { hasTitlePage: true, hasCopyrightPage: true, hasOwnerPage: true } };
    expect(exportSummary(2, withCopyright)).toBe(
      'The PDF will have 8 pages: a title page, a copyright page, a "This book belongs to" page, 2 coloring pages, 3 blank pages.',
    );
    expect(exportSummary(2, { ...pdf, sides: 'double', frontMatter: { hasTitlePage: false, hasCopyrightPage: false, hasOwnerPage: false } })).toBe(
      'The PDF will have 2 pages: 2 coloring pages.',
    );
  });

  it('warns under 24 PDF pages only', () => {
    const pdf = DEFAULT_EXPORT_CHOICES;
    expect(kdpPageCountWarning(10, pdf)).toContain('this PDF has 22');
    expect(kdpPageCountWarning(11, pdf)).toBeNull();
    expect(kdpPageCountWarning(20, { ...pdf, sides: 'double' })).toContain('this PDF has 22');
    expect(kdpPageCountWarning(21, { ...pdf, sides: 'double' })).toBeNull();
  });
});

describe('download file name', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="_l_coloring_book.pdf"; filename*=UTF-8''%C3%89l_coloring_book.pdf`, 'x')).toBe('Él_coloring_book.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="Dino Days_coloring_book.zip"', 'x')).toBe('Dino Days_coloring_book.zip');
    expect(fileNameFromContentDisposition(null, 'book_coloring_book.zip')).toBe('book_coloring_book.zip');
  });
});
