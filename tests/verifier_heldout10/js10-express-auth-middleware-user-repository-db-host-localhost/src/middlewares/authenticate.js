const jwt = require('jsonwebtoken');
const config = require('../config');
const userRepository = require('../repositories/user.repository');

// Resolves the bearer of "Authorization: Token <jwt>" into req.user.
module.exports = (required = true) => async (req, res, next) => {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Token ')) {
    return required ? res.status(401).json({ errors: { body: ['missing token'] } }) : next();
  }
  try {
    const { sub } = jwt.verify(header.slice(6), config.jwtSecret);
    const user = await userRepository.findById(sub);
    if (!user) return res.status(401).json({ errors: { body: ['unknown user'] } });
    req.user = user;
    return next();
  } catch (e) {
    return res.status(401).json({ errors: { body: ['invalid token'] } });
  }
};
