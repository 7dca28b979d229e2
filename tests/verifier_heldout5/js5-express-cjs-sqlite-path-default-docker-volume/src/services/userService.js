const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const users = require('../repositories/userRepository');

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) });

module.exports = {
  async register({ username, email, password }) {
    return present(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await users.findByEmail(email);
    if (!u || !(await bcrypt.compare(password, u.password))) return null;
    return present(u);
  },
  async current(id) {
    const u = await users.findById(id);
    return u && present(u);
  },
};
