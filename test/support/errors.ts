/**
 * For unit tests of pure rules that answer bad input by throwing an AppError.
 */
import { expect } from 'vitest';
import { AppError } from '../../src/kernel/errors.js';

/** The AppError `run` throws; fails the test when it throws something else or nothing. */
export function appErrorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError');
}
