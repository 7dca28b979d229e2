import jwt from 'jsonwebtoken';
import { db } from './db.js';

const SECRET = process.env.JWT_SECRET ?? 'esm-conduit';
const findUser = db.prepare('SELECT * FROM users WHERE id = ?');

export const signToken = (user) => jwt.sign({ uid: user.id }, SECRET, { expiresIn: '7d' });

export function auth({ optional = false } = {}) {
  return (req, res, next) => {
    const header = req.get('authorization');
    if (!header?.startsWith('Token ')) {
      return optional ? next() : res.status(401).json({ errors: { body: ['missing token'] } });
    }
    try {
      req.user = findUser.get(jwt.verify(header.slice(6), SECRET).uid);
    } catch {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
    return req.user || optional ? next() : res.status(401).json({ errors: { body: ['unknown user'] } });
  };
}
