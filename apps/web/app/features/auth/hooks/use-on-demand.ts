import { useEffect, useState } from 'react';

/**
 * The module `load` imports (code split off the first load), once `wanted` has been true; null until
 * it is in. Used instead of React.lazy: a Suspense boundary that resolves soon after showing its
 * fallback waits on a timer before revealing, which nothing here needs. `load` must be stable
 * (declared at module level); render its components as `<module.Component />`.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded !== null) return;
    let cancelled = false;
    load()
      .then((value) => {
        if (!cancelled) setLoaded(() => value);
      })
      // Code that cannot load leaves the placeholder; the next render that wants it tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [load, wanted, loaded]);
  return loaded;
}
