const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');

module.exports = {
  sign: (user) => jwt.sign({ id: user.id, username: user.username }, jwtSecret, { expiresIn: require('../config').jwtExpiresIn }),
  verify: (token) => jwt.verify(token, jwtSecret),
};
