const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user.repository');

const SECRET = process.env.JWT_SECRET || 'conduit';
const view = (u) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET),
});

module.exports = {
  SECRET,
  async register({ username, email, password }) {
    if (await users.byEmail(email)) throw Object.assign(new Error('email taken'), { status: 422 });
    return view(await users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw Object.assign(new Error('invalid credentials'), { status: 401 });
    }
    return view(user);
  },
};
