import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { SentTimeout, type SentAnswer } from './sent-request';

/**
 * An adapter that answers a call with the answer of one already sent (sent-request.ts), so it
 * goes through the client's own steps as if the client had sent it: the body parsed, statuses
 * outside validateStatus rejected, a timeout or a lost connection failing as axios's own adapter
 * fails, and the interceptors turning each into the envelope's data or an ApiError.
 */
export const answered =
  (sent: Promise<SentAnswer>): AxiosAdapter =>
  (config) =>
    sent.then(
      (answer) => {
        const response: AxiosResponse = {
          data: answer.body,
          status: answer.status,
          statusText: answer.statusText,
          headers: AxiosHeaders.from(answer.headers),
          config,
          request: null,
        };
        if (!config.validateStatus || config.validateStatus(answer.status)) return response;
        const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
        throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
      },
      (cause: unknown) => {
        if (cause instanceof SentTimeout) throw new AxiosError(cause.message, AxiosError.ECONNABORTED, config);
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
    );
