const userService = require('../services/user.service');

module.exports = function auth(required) {
  return (req, res, next) => {
    const header = req.headers.authorization || '';
    const [scheme, token] = header.split(' ');
    if (token && (scheme === 'Token' || scheme === 'Bearer')) {
      try { req.userId = userService.verify(token).id; } catch (e) { /* invalid */ }
    }
    if (required && !req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    return next();
  };
};
