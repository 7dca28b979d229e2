const authService = require('../services/authService');

module.exports = function requireAuth(req, res, next) {
  const header = req.headers.authorization || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  try {
    req.userId = authService.verify(token).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};
