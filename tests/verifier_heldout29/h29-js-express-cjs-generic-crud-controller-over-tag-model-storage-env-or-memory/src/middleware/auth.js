const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/user.service');

module.exports = function auth(req, res, next) {
  const [scheme, token] = (req.headers.authorization || '').split(' ');
  if (scheme !== 'Token' || !token) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    req.auth = jwt.verify(token, SECRET);
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};
