import { createHmac } from 'node:crypto';

const secret = process.env.JWT_SECRET ?? 'dev-secret';

export function signToken(userId: number): string {
  const payload = Buffer.from(JSON.stringify({ id: userId, iat: Date.now() })).toString('base64url');
  const sig = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${sig}`;
}

export function verifyToken(token: string): number | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  if (createHmac('sha256', secret).update(payload).digest('base64url') !== sig) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()).id;
}
