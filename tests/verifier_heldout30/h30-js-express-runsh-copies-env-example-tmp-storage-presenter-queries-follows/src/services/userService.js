const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../repositories/userRepository');

module.exports = {
  token: (user) => jwt.sign({ id: user.id }, config.jwtSecret),
  verify: (token) => jwt.verify(token, config.jwtSecret).id,
  async register({ username, email, password }) {
    return users.create({ username, email, password: await bcrypt.hash(password, 10) });
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) {
      const err = new Error('email or password is invalid');
      err.status = 401;
      throw err;
    }
    return user;
  },
};
