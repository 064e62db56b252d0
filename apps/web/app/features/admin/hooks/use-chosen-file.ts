import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChosenFile {
  file: File;
  /** An object URL for the preview; revoked when the file is removed, replaced or the form closes. */
  previewUrl: string;
}

/** A file chooser's state: the chosen file (checked with `problemOf`) or the reason it was refused. */
export function useChosenFile(problemOf: (file: File) => string | null) {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<ChosenFile | null>(null);

  const replace = useCallback((next: ChosenFile | null) => {
    if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    current.current = next;
    setChosen(next);
  }, []);

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      const problem = problemOf(file);
      setError(problem);
      if (problem) replace(null);
      else replace({ file, previewUrl: URL.createObjectURL(file) });
    },
    [problemOf, replace],
  );

  const remove = useCallback(() => {
    setError(null);
    replace(null);
  }, [replace]);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    },
    [],
  );

  return { chosen, error, choose, remove };
}
