import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Content built from a response renders a step later (at transition priority, see
// src/lib/useDeferredResult.ts); on a loaded CI machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  window.localStorage.clear();
});
