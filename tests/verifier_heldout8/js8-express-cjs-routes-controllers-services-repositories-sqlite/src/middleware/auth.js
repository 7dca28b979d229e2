const jwt = require('jsonwebtoken');
const config = require('../config');

function readToken(req) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

exports.optional = (req, res, next) => {
  const token = readToken(req);
  if (token) {
    try { req.auth = jwt.verify(token, config.jwtSecret); } catch (e) { /* anonymous */ }
  }
  next();
};

exports.required = (req, res, next) => {
  const token = readToken(req);
  try {
    req.auth = jwt.verify(token, config.jwtSecret);
    next();
  } catch (e) {
    res.status(401).json({ errors: { token: ['is missing or invalid'] } });
  }
};
