import { createHmac } from 'node:crypto';

const KEY = process.env.JWT_SECRET ?? 'local';

export const sessionService = {
  issue(userId: number) {
    const body = Buffer.from(JSON.stringify({ sub: userId })).toString('base64url');
    return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;
  },
  read(token: string | undefined): number | undefined {
    if (!token) return undefined;
    const [body, mac] = token.split('.');
    if (!body || createHmac('sha256', KEY).update(body).digest('base64url') !== mac) return undefined;
    return JSON.parse(Buffer.from(body, 'base64url').toString()).sub;
  },
};
