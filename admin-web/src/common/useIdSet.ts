import { useCallback, useState } from 'react';

/** A set of ids in state (selected rows, rows with a request in flight) with add/remove in bulk. */
export function useIdSet() {
  const [ids, setIds] = useState<Set<string>>(new Set());
  const toggleMany = useCallback(
    (list: string[], on: boolean) =>
      setIds((prev) => {
        const next = new Set(prev);
        list.forEach((id) => (on ? next.add(id) : next.delete(id)));
        return next;
      }),
    [],
  );
  return [ids, setIds, toggleMany] as const;
}
