const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/user.repository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';
const fail = (status, message) => Object.assign(new Error(message), { status });
const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

async function register({ username, email, password }) {
  if (!username || !email || !password) throw fail(422, 'username, email and password are required');
  if (await userRepository.findByEmail(email)) throw fail(422, 'email has already been taken');
  return present(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
}
async function login({ email, password }) {
  const u = email && (await userRepository.findByEmail(email));
  if (!u || !(await bcrypt.compare(password || '', u.password))) throw fail(401, 'invalid credentials');
  return present(u);
}
module.exports = { register, login };
