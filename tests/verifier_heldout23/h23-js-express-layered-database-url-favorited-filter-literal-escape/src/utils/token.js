const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');

module.exports = {
  sign: (user) => jwt.sign({ id: user.id, username: user.username }, jwtSecret, { expiresIn: '7d' }),
  verify: (token) => jwt.verify(token, jwtSecret),
};
