const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'conduit-dev-secret';

const sign = (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });

function present(user) {
  return { email: user.email, username: user.username, bio: user.bio ?? null, image: user.image ?? null, token: sign(user) };
}

async function register({ username, email, password }) {
  if (await userRepository.findByEmail(email)) throw Object.assign(new Error('email has already been taken'), { status: 422 });
  return present(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
}

async function login({ email, password }) {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    throw Object.assign(new Error('email or password is invalid'), { status: 401 });
  }
  return present(user);
}

function verifyToken(token) {
  return jwt.verify(token, SECRET).id;
}

module.exports = { register, login, verifyToken };
