/** The test card form's formatting as the card is typed or pasted (issue 27: the card form behaves like a card form). */
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './test-card-fields.tsx';

describe('card number', () => {
  it('groups the digits in fours, whatever was typed or pasted between them, up to 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242  4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('abc')).toBe('');
  });
});

describe('expiry', () => {
  it('writes MM / YY as the digits come', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 30')).toBe('12 / 30');
    expect(formatExpiry('12/2030')).toBe('12 / 2030');
    // A month cannot start with 2–9; a slash after one digit closes the month.
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1/')).toBe('01');
    // Deleting back through the separator leaves the month.
    expect(formatExpiry('12 /')).toBe('12');
  });

  it('reads the expiry with or without a slash; incomplete is null', () => {
    expect(parseExpiry('1230')).toEqual({ expMonth: 12, expYear: 30 });
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 30 });
    expect(parseExpiry('12/2030')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('122030')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('12 / 3')).toBeNull();
    expect(parseExpiry('12')).toBeNull();
  });
});
