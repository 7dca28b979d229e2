const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function requireAuth(req, res, next) {
  const h = req.headers.authorization || '';
  const token = h.startsWith('Token ') ? h.slice(6) : null;
  try { req.user = jwt.verify(token, SECRET); return next(); } catch { return res.status(401).json({ errors: { body: ['unauthorized'] } }); }
}
module.exports = { requireAuth, SECRET };
