import { verifyToken } from '../lib/jwt.js';

export function auth(required) {
  return (req, res, next) => {
    const [scheme, token] = (req.get('authorization') ?? '').split(' ');
    if (!token || !['Token', 'Bearer'].includes(scheme)) {
      return required ? res.status(401).json({ errors: { body: ['unauthorized'] } }) : next();
    }
    try {
      req.userId = verifyToken(token);
      return next();
    } catch {
      return res.status(401).json({ errors: { body: ['unauthorized'] } });
    }
  };
}
