const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const User = require('../models/user');

const SECRET = process.env.JWT_SECRET || 'conduit';

class UserService {
  token(user) {
    return jwt.sign({ id: user.id }, SECRET, { expiresIn: '24h' });
  }

  verify(token) {
    return jwt.verify(token, SECRET);
  }

  async register({ email, username, password }) {
    const taken = await User.findOne({ where: { email } });
    if (taken) {
      const err = new Error('email has already been taken');
      err.statusCode = 422;
      throw err;
    }
    return User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
  }

  async login({ email, password }) {
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
    return user;
  }

  current(id) {
    return User.findByPk(id);
  }

  async update(id, changes) {
    const user = await User.findByPk(id);
    if (changes.password) changes.passwordHash = await bcrypt.hash(changes.password, 10);
    return user.update(changes);
  }
}

module.exports = new UserService();
