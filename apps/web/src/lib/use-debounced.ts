import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (search boxes query as the operator pauses typing). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
