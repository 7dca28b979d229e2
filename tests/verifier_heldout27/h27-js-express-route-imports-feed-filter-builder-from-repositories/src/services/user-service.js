const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  SECRET,
  async register({ username, email, password }) {
    const user = await users.create({ username, email, password: await bcrypt.hash(password, 8) });
    return present(user);
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) {
      const err = new Error('invalid credentials');
      err.status = 401;
      throw err;
    }
    return present(user);
  },
  async byId(id) {
    return users.findById(id);
  },
  present,
};
