import { verifyToken } from '../services/users.js';

export function auth(required) {
  return (req, res, next) => {
    const h = req.get('authorization');
    if (h?.startsWith('Token ')) {
      try {
        req.userId = verifyToken(h.slice(6)).id;
      } catch {
        // anonymous
      }
    }
    if (required && !req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    return next();
  };
}
