const argon2 = require('argon2');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const secret = process.env.JWT_SECRET || 'conduit';

const withToken = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, secret) });

module.exports = {
  secret,
  async register({ username, email, password }) {
    if (await users.findByEmail(email)) return { errors: { email: ['has already been taken'] } };
    return { user: withToken(await users.create({ username, email, passwordHash: await argon2.hash(password) })) };
  },
  async login({ email, password }) {
    const u = await users.findByEmail(email);
    if (!u || !(await argon2.verify(u.passwordHash, password))) return null;
    return { user: withToken(u) };
  },
  async me(id) {
    const u = await users.findById(id);
    return u && { user: withToken(u) };
  },
};
