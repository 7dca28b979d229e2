const authService = require('../services/authService');

function optional(req, _res, next) {
  const header = req.get('authorization');
  if (header && header.startsWith('Token ')) {
    try { req.user = authService.verify(header.slice(6)); } catch (_) { /* anonymous */ }
  }
  next();
}

function required(req, res, next) {
  optional(req, res, () => {
    if (!req.user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    return next();
  });
}

module.exports = { optional, required };
