const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { users } = require('../data-access');

const SECRET = process.env.JWT_SECRET || 'express-conduit';
const asUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  SECRET,
  async register({ username, email, password }) {
    return asUser(await users.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await users.byEmail(email);
    return u && (await bcrypt.compare(password, u.passwordHash)) ? asUser(u) : null;
  },
};
