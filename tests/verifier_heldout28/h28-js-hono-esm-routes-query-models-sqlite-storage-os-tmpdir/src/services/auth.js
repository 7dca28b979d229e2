import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET || 'hono-realworld';

export const hashPassword = (plain) => bcrypt.hash(plain, 10);
export const checkPassword = (plain, hash) => bcrypt.compare(plain, hash);
export const signToken = (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
export const readToken = (header) => {
  if (!header || !header.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET).id;
  } catch {
    return null;
  }
};
