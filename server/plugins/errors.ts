import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ErrorEnvelope } from '../../contract/types';
import { databaseDataError } from '../http/databaseDataErrors';
import { HttpError } from '../http/errors';

/** Turns every failure into the error envelope; 5xx details are logged, never answered. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const dataError = databaseDataError(error);
      if (dataError) return void reply.status(422).send({ success: false, message: dataError.message });
      let status = error.statusCode ?? 500;
      let body: ErrorEnvelope;
      if (error instanceof HttpError) {
        body = { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      } else if ((error as FastifyError).validation) {
        status = 422;
        body = { success: false, message: 'The given data was invalid.' };
      } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        status = 400;
        body = { success: false, message: 'The request body is not valid JSON.' };
      } else if (
        status === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ) {
        status = 413;
        body = { success: false, message: 'The request is too large.' };
      } else if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        status = 415;
        body = { success: false, message: 'Unsupported media type.' };
      } else if (status === 429) {
        body = { success: false, message: error.message || 'Too many requests. Please try again later.' };
      } else if (status >= 400 && status < 500) {
        body = { success: false, message: error.message };
      } else {
        status = 500;
        request.log.error({ err: error }, 'request failed');
        body = { success: false, message: 'Something went wrong on our side. Please try again.' };
      }
      void reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
