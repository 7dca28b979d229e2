import jwt from 'jsonwebtoken';
import config from '#config';

export function authOptional(req, _res, next) {
  const header = req.get('authorization') ?? '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (token) {
    try {
      req.userId = jwt.verify(token, config.jwtSecret).id;
    } catch {
      req.userId = null;
    }
  }
  next();
}

export function authRequired(req, res, next) {
  authOptional(req, res, () => {
    if (!req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    next();
  });
}

export const sign = (user) => jwt.sign({ id: user.id }, config.jwtSecret, { expiresIn: '7d' });
