const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'dev-secret';

function read(req) {
  const h = req.get('authorization');
  if (!h || !h.startsWith('Token ')) return null;
  try { return jwt.verify(h.slice(6), SECRET); } catch { return null; }
}

exports.requireAuth = (req, res, next) => {
  const payload = read(req);
  if (!payload) return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  req.user = { id: payload.id };
  next();
};

exports.optionalAuth = (req, res, next) => {
  const payload = read(req);
  if (payload) req.user = { id: payload.id };
  next();
};
