import type { Envelope } from '../../contract/types';

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}
