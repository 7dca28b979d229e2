const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/userService');

module.exports = function auth(required = true) {
  return (req, res, next) => {
    const header = req.headers.authorization || '';
    const token = header.startsWith('Token ') ? header.slice(6) : null;
    if (!token) return required ? res.status(401).json({ errors: { body: ['unauthorized'] } }) : next();
    try {
      req.userId = jwt.verify(token, SECRET).id;
      return next();
    } catch (e) {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };
};
