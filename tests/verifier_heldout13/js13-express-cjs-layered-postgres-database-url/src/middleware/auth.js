const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/userService');

function readToken(req) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Token' && token ? token : null;
}

function optionalAuth(req, _res, next) {
  const token = readToken(req);
  if (token) {
    try {
      req.userId = jwt.verify(token, SECRET).id;
    } catch (_e) {
      req.userId = undefined;
    }
  }
  next();
}

function requireAuth(req, res, next) {
  optionalAuth(req, res, () => {
    if (!req.userId) return res.status(401).json({ errors: { token: ['missing or invalid'] } });
    return next();
  });
}

module.exports = { optionalAuth, requireAuth };
