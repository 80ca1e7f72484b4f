import { describe, expect, it } from 'vitest';
import { documentCountLabel } from './document-count.ts';

describe('documentCountLabel', () => {
  it('shows the live count with a plus', () => {
    expect(documentCountLabel(57)).toBe('57+');
    expect(documentCountLabel(1200)).toBe('1,200+');
  });

  it('falls back to 55 while the count is unavailable', () => {
    expect(documentCountLabel(undefined)).toBe('55+');
    expect(documentCountLabel(null)).toBe('55+');
    expect(documentCountLabel(0)).toBe('55+');
    expect(documentCountLabel(Number.NaN)).toBe('55+');
  });
});
