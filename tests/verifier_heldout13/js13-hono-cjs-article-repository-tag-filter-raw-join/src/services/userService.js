const bcrypt = require('bcryptjs');
const { sign, verify } = require('hono/jwt');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit';
const view = async (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) });

module.exports = {
  async register({ username, email, password }) {
    return view(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await users.findByEmail(email);
    return u && (await bcrypt.compare(password, u.password)) ? view(u) : null;
  },
  async userIdFrom(header) {
    if (!header || !header.startsWith('Token ')) return null;
    try {
      return (await verify(header.slice(6), SECRET)).id;
    } catch (_e) {
      return null;
    }
  },
};
