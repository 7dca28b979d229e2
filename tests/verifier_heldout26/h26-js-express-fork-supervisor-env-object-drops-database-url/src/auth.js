'use strict';
const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function sign(user) {
  return jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '7d' });
}

function readToken(req) {
  const h = req.headers.authorization || '';
  const [scheme, token] = h.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

function requireAuth(req, res, next) {
  try {
    req.auth = jwt.verify(readToken(req), SECRET);
    return next();
  } catch {
    return res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

function optionalAuth(req, _res, next) {
  const token = readToken(req);
  if (token) {
    try { req.auth = jwt.verify(token, SECRET); } catch { /* anonymous */ }
  }
  next();
}

module.exports = { sign, requireAuth, optionalAuth };
