const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

const secret = () => process.env.JWT_SECRET || 'dev';

module.exports = {
  hashPassword: (plain) => bcrypt.hash(plain, 10),
  checkPassword: (plain, hash) => bcrypt.compare(plain, hash),
  sign: (user) => jwt.sign({ id: user.id, username: user.username }, secret(), { expiresIn: '2d' }),
  verify: (token) => jwt.verify(token, secret()),
};
