const userService = require('../services/userService');

function auth(required) {
  return (req, res, next) => {
    const header = req.get('authorization') || '';
    const [scheme, token] = header.split(' ');
    const payload = scheme === 'Token' && token ? userService.verifyToken(token) : null;
    if (payload) {
      req.userId = payload.id;
      return next();
    }
    if (required) return res.status(401).json({ errors: { token: ['missing or invalid'] } });
    return next();
  };
}

module.exports = { auth };
