import jwt from 'jsonwebtoken';
import { User } from '../models.js';

const secret = process.env.JWT_SECRET ?? 'conduit';

export async function requireUser(req, res, next) {
  const token = req.get('authorization')?.split(' ')[1];
  if (!token) return res.status(401).json({ errors: { token: ['missing'] } });
  try {
    const { sub } = jwt.verify(token, secret);
    req.user = await User.findByPk(sub);
    if (!req.user) throw new Error('gone');
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

export const sign = (user) => jwt.sign({ sub: user.id }, secret, { expiresIn: '30d' });
