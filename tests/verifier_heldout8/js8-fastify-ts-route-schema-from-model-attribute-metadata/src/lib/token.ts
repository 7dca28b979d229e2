import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET ?? 'dev-only-secret';

export const issue = (userId: number) => jwt.sign({ uid: userId }, SECRET, { expiresIn: '1d' });
export function userIdFrom(header?: string): number | undefined {
  const token = header?.replace(/^(Token|Bearer)\s+/i, '');
  if (!token) return undefined;
  try { return (jwt.verify(token, SECRET) as { uid: number }).uid; } catch { return undefined; }
}
