const bcrypt = require('bcryptjs');
const { sign } = require('hono/jwt');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit';

const toJSON = async (u) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

module.exports = {
  SECRET,
  async register({ username, email, password }) {
    return toJSON(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await userRepository.findByEmail(email);
    return u && (await bcrypt.compare(password, u.password)) ? toJSON(u) : null;
  },
};
