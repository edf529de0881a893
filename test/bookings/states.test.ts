/** The booking's states and transitions (domain/bookings/states.ts), as pure functions. */
import { describe, expect, it } from 'vitest';
import { canTransition, isFinal, nextStatus } from '../../src/domain/bookings/states.js';

describe('booking states', () => {
  it('confirms a held booking only', () => {
    expect(nextStatus('HELD', 'confirm')).toBe('CONFIRMED');
    expect(nextStatus('CONFIRMED', 'confirm')).toBeNull();
    expect(nextStatus('CANCELLED', 'confirm')).toBeNull();
  });

  it('changes a held booking while held, a confirmed one once confirmed', () => {
    expect(nextStatus('HELD', 'change-held')).toBe('HELD');
    expect(canTransition('CONFIRMED', 'change-held')).toBe(false);
    expect(nextStatus('CONFIRMED', 'change')).toBe('CONFIRMED');
    expect(canTransition('HELD', 'change')).toBe(false);
    expect(canTransition('CANCELLED', 'change')).toBe(false);
  });

  it('cancels a confirmed booking, never twice', () => {
    expect(nextStatus('CONFIRMED', 'cancel')).toBe('CANCELLED');
    expect(nextStatus('CANCELLED', 'cancel')).toBeNull();
    expect(canTransition('HELD', 'cancel')).toBe(false);
  });

  it('ends in CANCELLED', () => {
    expect(isFinal('CANCELLED')).toBe(true);
    expect(isFinal('HELD')).toBe(false);
    expect(isFinal('CONFIRMED')).toBe(false);
  });
});
