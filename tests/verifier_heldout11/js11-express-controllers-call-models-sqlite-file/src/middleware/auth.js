const jwtService = require('../services/jwtService');
module.exports = (required = true) => (req, res, next) => {
  const h = req.headers.authorization || '';
  const token = h.startsWith('Token ') ? h.slice(6) : null;
  if (!token) return required ? res.status(401).json({ errors: { body: ['unauthorized'] } }) : next();
  try { req.auth = jwtService.verify(token); next(); } catch { res.status(401).json({ errors: { body: ['unauthorized'] } }); }
};
