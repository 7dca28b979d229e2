const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'secret';

module.exports = {
  sign: (user) => jwt.sign({ id: user.id, username: user.username }, SECRET),
  verify: (token) => jwt.verify(token, SECRET),
};
