const { verifyToken } = require('../services');
function read(req) {
  const h = req.get('authorization') || '';
  return h.startsWith('Token ') ? h.slice(6) : null;
}
exports.optionalAuth = (req, _res, next) => {
  try { const t = read(req); if (t) req.user = verifyToken(t); } catch { /* anonymous */ }
  next();
};
exports.requireAuth = (req, res, next) => {
  try { req.user = verifyToken(read(req)); next(); }
  catch { res.status(401).json({ errors: { token: ['invalid'] } }); }
};
