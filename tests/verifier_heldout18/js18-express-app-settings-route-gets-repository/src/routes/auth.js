const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'conduit';
function decode(req) {
  const h = req.get('authorization') || '';
  return h.startsWith('Token ') ? jwt.verify(h.slice(6), SECRET) : null;
}
exports.optionalAuth = (req, res, next) => { try { req.user = decode(req); } catch { req.user = null; } next(); };
exports.requireAuth = (req, res, next) => {
  try { req.user = decode(req); } catch { req.user = null; }
  if (!req.user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  next();
};
