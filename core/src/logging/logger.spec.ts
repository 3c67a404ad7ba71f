import { readableMessage, resolveLogFormat } from './logger';

describe('log format', () => {
  it('is readable on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
    expect(resolveLogFormat('auto', undefined)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('reads a request as "METHOD path status time"', () => {
    expect(
      readableMessage(
        {
          msg: 'request completed',
          req: { method: 'POST', url: '/graphql' },
          res: { statusCode: 200 },
          responseTime: 12.4,
        },
        'msg',
      ),
    ).toBe('POST /graphql 200 12ms');
    expect(
      readableMessage(
        { msg: 'request errored', req: { method: 'GET', url: '/x' }, res: { statusCode: 500 } },
        'msg',
      ),
    ).toBe('GET /x 500 (request errored)');
    expect(readableMessage({ msg: 'worker started' }, 'msg')).toBe('worker started');
  });
});
