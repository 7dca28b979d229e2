const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function toUser(u) {
  return { email: u.email, username: u.username, bio: u.bio, image: u.image,
    token: jwt.sign({ id: u.id }, SECRET) };
}

async function register({ username, email, password }) {
  if (await userRepository.findByEmail(email)) {
    const e = new Error('email has already been taken'); e.status = 422; throw e;
  }
  const user = await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return toUser(user);
}

async function login({ email, password }) {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    const e = new Error('email or password is invalid'); e.status = 401; throw e;
  }
  return toUser(user);
}

module.exports = { register, login };
