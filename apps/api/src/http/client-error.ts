import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from '@vira/domain/api-error';
import { commonMessages } from '../i18n/common-messages';
import { localize } from '../i18n/localized';

/**
 * Node's HTTP parser refuses some requests before the app sees them (a URL and headers over 16 KB, a malformed
 * request line) and by default answers with an empty body. This answers them with the one error shape instead,
 * in the site's default language: the request never got far enough for us to read its language.
 */
export function answerParserErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body: ApiErrorBody = {
      error: tooLarge
        ? { code: 'request_too_large', message: localize(commonMessages.urlTooLong, 'es'), requestId: randomUUID() }
        : { code: 'bad_request', message: localize(commonMessages.invalidBody, 'es'), requestId: randomUUID() },
    };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        'Content-Type: application/json; charset=UTF-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  });
}
