const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/user-service');

module.exports = function auth(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.replace(/^Token\s+/i, '');
  try {
    req.userId = jwt.verify(token, SECRET).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};
