const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit';

function read(req) {
  const m = /^(?:Token|Bearer) (.+)$/.exec(req.headers.authorization || '');
  if (!m) return null;
  try { return jwt.verify(m[1], SECRET); } catch { return null; }
}
exports.optionalAuth = (req, res, next) => { req.user = read(req); next(); };
exports.requireAuth = (req, res, next) => {
  req.user = read(req);
  if (!req.user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  next();
};
