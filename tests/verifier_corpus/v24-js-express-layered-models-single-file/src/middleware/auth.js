const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function readToken(req) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

function required(req, res, next) {
  const token = readToken(req);
  try {
    req.userId = jwt.verify(token, SECRET).id;
    next();
  } catch {
    res.status(401).json({ errors: { token: ['missing or invalid'] } });
  }
}

module.exports = { required };
