import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipeDetailDto } from '@contract/types';
import { uploadForm, type UploadProgress } from '@/api/uploadForm';
import { useAppSelector } from '@/store/hooks';
import { selectToken } from '@/store/authSlice';

/** The XHR upload of a recipe form: its progress (bytes sent) and a way to cancel it. */
export function useRecipeUpload() {
  const token = useAppSelector(selectToken);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  // Leaving the page abandons the upload rather than finishing it unseen.
  useEffect(() => () => abortRef.current?.(), []);

  const start = useCallback(
    async (path: string, body: FormData) => {
      setProgress({ loaded: 0, total: 0 });
      const upload = uploadForm<RecipeDetailDto>(path, body, { token, onProgress: setProgress });
      abortRef.current = upload.abort;
      try {
        return await upload.promise;
      } finally {
        abortRef.current = null;
        setProgress(null);
      }
    },
    [token],
  );

  const cancel = useCallback(() => abortRef.current?.(), []);

  return { progress, start, cancel };
}
