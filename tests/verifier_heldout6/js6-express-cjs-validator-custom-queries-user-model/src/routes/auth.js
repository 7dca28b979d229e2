const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/user.service');

function readToken(req) {
  const h = req.get('authorization') || '';
  const [scheme, token] = h.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

exports.required = (req, res, next) => {
  try {
    req.auth = jwt.verify(readToken(req), SECRET);
    next();
  } catch (_) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

exports.optional = (req, _res, next) => {
  const token = readToken(req);
  if (token) {
    try { req.auth = jwt.verify(token, SECRET); } catch (_) { /* anonymous */ }
  }
  next();
};
