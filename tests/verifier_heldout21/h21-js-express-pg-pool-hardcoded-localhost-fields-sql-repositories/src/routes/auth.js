const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'change-me';

function decode(req) {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Token ')) return null;
  try { return jwt.verify(h.slice(6), SECRET); } catch { return null; }
}

exports.optionalAuth = (req, _res, next) => { req.user = decode(req); next(); };
exports.requireAuth = (req, res, next) => {
  req.user = decode(req);
  if (!req.user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  next();
};
