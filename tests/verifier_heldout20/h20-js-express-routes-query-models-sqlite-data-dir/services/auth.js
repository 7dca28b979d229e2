const jwt = require('jsonwebtoken');
const bcrypt = require('bcrypt');
const SECRET = process.env.JWT_SECRET || 'dev-secret';

module.exports = {
  sign: (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  verify: (token) => jwt.verify(token, SECRET),
  hash: (pw) => bcrypt.hash(pw, 10),
  compare: (pw, hash) => bcrypt.compare(pw, hash),
};
