import jwt from 'jsonwebtoken';

// HTTP concern only: reads the Authorization header and attaches the user id.
export function authenticate(secret, { optional = false } = {}) {
  return (req, res, next) => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Token ') ? header.slice(6) : null;
    if (!token) {
      if (optional) return next();
      return res.status(401).json({ errors: { body: ['missing token'] } });
    }
    try {
      req.userId = jwt.verify(token, secret).id;
      return next();
    } catch {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };
}
