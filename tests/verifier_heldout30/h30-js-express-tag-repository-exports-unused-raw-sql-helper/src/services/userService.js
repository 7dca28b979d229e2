const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit';
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  verify: (token) => jwt.verify(token, SECRET).id,
  async register({ username, email, password }) {
    return view(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) throw Object.assign(new Error('invalid credentials'), { status: 401 });
    return view(user);
  },
};
