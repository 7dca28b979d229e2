const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const { User } = require('../models');

// Resolves the token to the current user and puts it on req.user for the handlers.
function authenticate({ required }) {
  return async (req, res, next) => {
    const header = req.headers.authorization || '';
    const token = header.startsWith('Token ') ? header.slice(6) : null;
    if (!token) {
      return required ? res.status(401).json({ errors: { token: ['is missing'] } }) : next();
    }
    try {
      const { id } = jwt.verify(token, jwtSecret);
      const user = await User.findByPk(id);
      if (!user) return res.status(401).json({ errors: { token: ['is invalid'] } });
      req.user = user;
      req.token = token;
      next();
    } catch (err) {
      res.status(401).json({ errors: { token: ['is invalid'] } });
    }
  };
}

module.exports = { authenticate };
