import fp from 'fastify-plugin';
import { fieldWithNulCharacter, nulCharacterError } from '../http/textInput';

/**
 * Refuses a NUL character in any path parameter, query parameter or JSON body before a route
 * runs (the rule is in http/textInput.ts; multipart fields are checked as they are read).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      // A NUL reaches params and query only as %00 in the address: skip the walk without it.
      const inAddress = request.url.includes('%00')
        ? (fieldWithNulCharacter(request.params) ?? fieldWithNulCharacter(request.query))
        : null;
      const field = inAddress ?? fieldWithNulCharacter(request.body);
      done(field === null ? undefined : nulCharacterError(field));
    });
  },
  { name: 'text-input', dependencies: ['errors'] },
);
