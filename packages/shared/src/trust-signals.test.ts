import { describe, expect, it } from 'vitest';
import { isDeviceId, isValidAbn } from './trust-signals';

describe('ABN check digits', () => {
  it('accepts real ABNs and refuses any other 11 digits', () => {
    // The ATO's example and the Tax Office's own ABN.
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('83914571673')).toBe(true);
    expect(isValidAbn('12345678901')).toBe(false);
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
  });
});

describe('device ids', () => {
  it('takes a UUID and ignores anything else', () => {
    expect(isDeviceId('0b7e7c9e-2f7a-4a57-9d3c-6f1a2b3c4d5e')).toBe(true);
    expect(isDeviceId('short')).toBe(false);
    expect(isDeviceId('x'.repeat(65))).toBe(false);
    expect(isDeviceId('a b c d e f g h i j k')).toBe(false);
    expect(isDeviceId(undefined)).toBe(false);
  });
});
