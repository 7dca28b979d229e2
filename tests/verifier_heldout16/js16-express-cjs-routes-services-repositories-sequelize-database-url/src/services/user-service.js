const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');
const { unprocessable, unauthorized } = require('../errors');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

const toUser = (user) => ({
  email: user.email,
  username: user.username,
  bio: user.bio,
  image: user.image,
  token: jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
});

async function register({ username, email, password }) {
  if (!username || !email || !password) throw unprocessable(['username, email and password are required']);
  if (await users.existsWithUsernameOrEmail(username, email)) throw unprocessable(['has already been taken']);
  const passwordHash = await bcrypt.hash(password, 10);
  return toUser(await users.create({ username, email, passwordHash }));
}

async function login({ email, password }) {
  const user = await users.findByEmail(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) throw unauthorized();
  return toUser(user);
}

module.exports = { register, login, toUser };
