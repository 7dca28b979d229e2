const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

module.exports = {
  token: (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  verify: (token) => jwt.verify(token, SECRET),
  async register({ email, username, password }) {
    return users.create({ email, username, hash: await bcrypt.hash(password, 10) });
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    return user && (await bcrypt.compare(password, user.hash)) ? user : null;
  },
  get: (id) => users.findById(id),
};
