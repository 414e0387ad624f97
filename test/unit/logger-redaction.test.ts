import { recordingLogger } from '../helpers/recording-logger';
import { accessLogger } from '../../src/server/observability/request-logging';

describe('log redaction', () => {
  test('passwords, tokens and secrets are censored at the top level and one level down', () => {
    const { logger, lines } = recordingLogger();
    logger.info({ password: 'hunter2', token: 'tok-1', secret: 's3', user: { password: 'p2', token: 'tok-2' }, email: 'a@b.c' }, 'redaction');
    logger.info({ req: { headers: { cookie: 'sid=abc', authorization: 'Bearer xyz' } } }, 'headers');
    expect(lines[0]).toMatchObject({ password: '[redacted]', token: '[redacted]', secret: '[redacted]', user: { password: '[redacted]', token: '[redacted]' }, email: 'a@b.c' });
    expect(lines[1]).toMatchObject({ req: { headers: { cookie: '[redacted]', authorization: '[redacted]' } } });
  });

  test('the access logger writes the same line shape without redaction, and leaves its parent redacting', () => {
    const { logger, lines } = recordingLogger();
    accessLogger(logger).info({ reqId: 'r1', req: { method: 'GET', url: '/' }, res: { status: 200 }, responseTime: 1 }, 'request completed');
    logger.info({ password: 'still hidden' }, 'after');
    expect(lines[0]).toEqual({ level: 'info', time: expect.any(String), reqId: 'r1', req: { method: 'GET', url: '/' }, res: { status: 200 }, responseTime: 1, msg: 'request completed' });
    expect(lines[1]).toMatchObject({ password: '[redacted]' });
  });
});
