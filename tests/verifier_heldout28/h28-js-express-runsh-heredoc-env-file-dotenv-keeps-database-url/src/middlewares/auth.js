const userService = require('../services/user.service');

module.exports = (required) => (req, res, next) => {
  const header = req.headers.authorization || '';
  if (header.startsWith('Token ')) {
    try {
      req.userId = userService.verify(header.slice(6)).id;
    } catch (_) {
      if (required) return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  }
  if (required && !req.userId) return res.status(401).json({ errors: { body: ['missing token'] } });
  return next();
};
