const bcrypt = require('bcryptjs');
const users = require('../repositories/user.repository');
const token = require('../utils/token');
const { unprocessable, unauthorized, notFound } = require('../utils/errors');

function toUser(user) {
  return { email: user.email, token: token.sign(user), username: user.username, bio: user.bio, image: user.image };
}

async function register({ username, email, password }) {
  if (!username || !email || !password) throw unprocessable({ body: ['username, email and password are required'] });
  if (await users.findByEmail(email)) throw unprocessable({ email: ['has already been taken'] });
  if (await users.findByUsername(username)) throw unprocessable({ username: ['has already been taken'] });
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  return toUser(user);
}

async function login({ email, password }) {
  const user = await users.findByEmail(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.password))) throw unauthorized();
  return toUser(user);
}

async function current(userId) {
  const user = await users.findById(userId);
  if (!user) throw notFound('user');
  return toUser(user);
}

async function update(userId, changes) {
  const user = await users.findById(userId);
  if (!user) throw notFound('user');
  const allowed = {};
  for (const key of ['email', 'username', 'bio', 'image']) if (changes[key] !== undefined) allowed[key] = changes[key];
  if (changes.password) allowed.password = await bcrypt.hash(changes.password, 10);
  return toUser(await users.update(user, allowed));
}

module.exports = { register, login, current, update };
