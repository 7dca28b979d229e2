import jwt from 'jsonwebtoken';

export const SECRET = process.env.JWT_SECRET ?? 'conduit-esm-secret';

export const authenticate = (required) => (req, res, next) => {
  const match = /^(?:Token|Bearer) (.+)$/.exec(req.headers.authorization ?? '');
  if (match) {
    try { req.userId = jwt.verify(match[1], SECRET).id; } catch { /* ignore */ }
  }
  if (required && !req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  next();
};
