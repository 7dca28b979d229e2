const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'fastify-conduit';
const authView = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

module.exports = {
  verify: (token) => jwt.verify(token, SECRET).id,
  async register({ email, username, password } = {}) {
    if (!email || !username || !password) throw Object.assign(new Error('missing fields'), { statusCode: 422 });
    if (await userRepository.findByEmail(email)) throw Object.assign(new Error('email taken'), { statusCode: 422 });
    return authView(await userRepository.create({ email, username, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const u = await userRepository.findByEmail(email || '');
    if (!u || !(await bcrypt.compare(password || '', u.password))) throw Object.assign(new Error('invalid credentials'), { statusCode: 401 });
    return authView(u);
  },
};
