import { FakeXhr, installFakeXhr } from '@/test/recipeFixtures';
import { isUploadCancelled, uploadForm } from '../uploadForm';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

describe('uploadForm (XHR multipart with progress)', () => {
  it('posts to /api with the bearer token, reports bytes sent and resolves to the envelope', async () => {
    const progress = jest.fn();
    const upload = uploadForm<{ id: number }>('/recipe/store', new FormData(), { token: 't-1', onProgress: progress });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/recipe/store');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer t-1', Accept: 'application/json' });
    xhr.progress(30, 120);
    expect(progress).toHaveBeenCalledWith({ loaded: 30, total: 120 });
    xhr.respond(201, { success: true, message: 'Recipe added Successfully', data: { id: 9 } });
    await expect(upload.promise).resolves.toEqual({
      success: true,
      message: 'Recipe added Successfully',
      data: { id: 9 },
    });
  });

  it("rejects with the server's message and field errors", async () => {
    const upload = uploadForm('/recipe/store', new FormData(), { token: null });
    expect(FakeXhr.last.headers.Authorization).toBeUndefined();
    FakeXhr.last.respond(413, {
      success: false,
      message: 'The file is too large.',
      errors: { recipe_video: ['The file may be at most 100 MB.'] },
    });
    await expect(upload.promise).rejects.toEqual({
      status: 413,
      message: 'The file is too large.',
      errors: { recipe_video: ['The file may be at most 100 MB.'] },
    });
  });

  it('falls back to the generic message when the answer is not JSON', async () => {
    const upload = uploadForm('/recipe/store', new FormData(), { token: 't' });
    FakeXhr.last.status = 502;
    FakeXhr.last.responseText = '<html>Bad gateway</html>';
    FakeXhr.last.onload?.();
    await expect(upload.promise).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('aborts on cancel', async () => {
    const upload = uploadForm('/recipe/store', new FormData(), { token: 't' });
    upload.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    const error = await upload.promise.catch((reason: unknown) => reason);
    expect(isUploadCancelled(error)).toBe(true);
  });
});
