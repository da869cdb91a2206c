import { useState } from 'react';

/**
 * `value`, or the last non-null one while it is null: a dialog keeps showing what it was opened for while it
 * fades out after its subject was cleared.
 */
export function useLast<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
