const crypto = require('crypto');
const users = require('../repositories/userRepository');

const hash = (s) => crypto.createHash('sha256').update(s).digest('hex');
const token = (u) => Buffer.from(JSON.stringify({ id: u.id })).toString('base64url');
const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: token(u) });

module.exports = {
  async register({ username, email, password }) {
    if (await users.findByEmail(email)) throw Object.assign(new Error('email has already been taken'), { status: 422 });
    return present(await users.create({ username, email, password: hash(password) }));
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || user.password !== hash(password)) throw Object.assign(new Error('invalid credentials'), { status: 401 });
    return present(user);
  },
  async profile(username) {
    const user = await users.findByUsername(username);
    return user && { username: user.username, bio: user.bio, image: user.image, following: false };
  },
};
