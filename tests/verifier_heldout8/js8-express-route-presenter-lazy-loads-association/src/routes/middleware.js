import { readToken } from '../lib/token.js';

export function authenticate({ optional = false } = {}) {
  return (req, res, next) => {
    const raw = req.headers.authorization?.split(' ')[1];
    if (!raw) return optional ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } });
    try {
      req.userId = readToken(raw).sub;
      next();
    } catch {
      res.status(401).json({ errors: { body: ['unauthorized'] } });
    }
  };
}
