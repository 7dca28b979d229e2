import jwt from 'jsonwebtoken';

const secret = process.env.JWT_SECRET ?? 'conduit';

function read(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Token ')) return null;
  try { return jwt.verify(header.slice(6), secret).id; } catch { return null; }
}

export function optionalAuth(req, res, next) {
  req.userId = read(req);
  next();
}

export function requireAuth(req, res, next) {
  req.userId = read(req);
  if (!req.userId) return res.status(401).json({ errors: { token: ['invalid'] } });
  next();
}
