import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Content built from a response renders a step later (at transition priority, see
// src/lib/useDeferredResult.ts); on a loaded CI machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 4000 });

// jest-fixed-jsdom's FormData is Node's, which cannot read the <form> React hands it when a submit navigates.
class FormDataOfForm extends FormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const field of form ? Array.from(form.elements) : []) {
      if (field instanceof HTMLInputElement && field.name) this.append(field.name, field.value);
    }
  }
}
globalThis.FormData = FormDataOfForm as typeof FormData;

afterEach(() => {
  window.localStorage.clear();
});
