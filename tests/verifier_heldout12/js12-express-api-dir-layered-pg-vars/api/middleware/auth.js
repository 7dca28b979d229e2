const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../../config');

function readToken(req) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

function optional(req, _res, next) {
  const token = readToken(req);
  if (token) {
    try {
      req.userId = jwt.verify(token, jwtSecret).id;
    } catch (_) { /* anonymous */ }
  }
  next();
}

function required(req, res, next) {
  const token = readToken(req);
  try {
    req.userId = jwt.verify(token, jwtSecret).id;
    next();
  } catch (_) {
    res.status(401).json({ errors: { token: ['missing or invalid'] } });
  }
}

module.exports = { optional, required };
