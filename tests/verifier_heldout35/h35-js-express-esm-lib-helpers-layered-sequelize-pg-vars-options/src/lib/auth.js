import jwt from 'jsonwebtoken';
export const userIdFromHeader = (h) => {
  if (!h?.startsWith('Token ')) return null;
  try { return jwt.verify(h.slice(6), process.env.JWT_SECRET ?? 'secret').id; } catch { return null; }
};
