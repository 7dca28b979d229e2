import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET ?? 'secret';

function userIdFrom(req) {
  const [, token] = (req.headers.authorization ?? '').split(' ');
  if (!token) return null;
  try { return jwt.verify(token, SECRET).id; } catch { return null; }
}

export function optionalUser(req, res, next) {
  req.userId = userIdFrom(req);
  next();
}

export function requireUser(req, res, next) {
  req.userId = userIdFrom(req);
  if (!req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  next();
}
