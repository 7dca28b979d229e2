const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const users = require('../repositories/userRepository');

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) });

module.exports = {
  verify: (token) => jwt.verify(token, jwtSecret).id,
  async register({ username, email, password }) {
    return present(await users.insert({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) throw Object.assign(new Error('invalid credentials'), { status: 401 });
    return present(user);
  },
};
