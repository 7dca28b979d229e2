const jwt = require('jsonwebtoken');
const userService = require('../services/user-service');

function auth(required) {
  return async (req, res, next) => {
    const [scheme, token] = (req.headers.authorization || '').split(' ');
    if (scheme === 'Token' && token) {
      try {
        req.user = await userService.byId(jwt.verify(token, userService.SECRET).id);
      } catch (e) {
        return res.status(401).json({ errors: { token: ['invalid'] } });
      }
    }
    if (required && !req.user) return res.status(401).json({ errors: { token: ['missing'] } });
    return next();
  };
}

module.exports = { auth };
