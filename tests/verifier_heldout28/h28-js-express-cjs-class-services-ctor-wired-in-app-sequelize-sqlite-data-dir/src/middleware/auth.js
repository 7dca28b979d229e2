const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

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
    } catch (_) {
      req.userId = undefined;
    }
  }
  next();
}

function requireAuth(req, res, next) {
  const token = readToken(req);
  if (!token) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    req.userId = jwt.verify(token, SECRET).id;
    return next();
  } catch (_) {
    return res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

module.exports = { optionalAuth, requireAuth };
