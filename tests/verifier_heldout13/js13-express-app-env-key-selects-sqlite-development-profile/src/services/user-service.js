const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const repo = require('../repositories/user-repository');

class HttpError extends Error {
  constructor(status, field, message) {
    super(message);
    this.status = status;
    this.body = { errors: { [field]: [message] } };
  }
}

const sign = (user) => jwt.sign({ id: user.id }, process.env.JWT_SECRET || 'dev');
const asUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

async function register({ username, email, password } = {}) {
  if (!username || !email || !password) throw new HttpError(422, 'body', "can't be blank");
  if (await repo.byEmail(email)) throw new HttpError(409, 'email', 'has already been taken');
  if (await repo.byUsername(username)) throw new HttpError(409, 'username', 'has already been taken');
  return asUser(await repo.insert({ username, email, hash: bcrypt.hashSync(password, 10) }));
}

async function login({ email, password } = {}) {
  const user = await repo.byEmail(email || '');
  if (!user || !bcrypt.compareSync(password || '', user.hash)) throw new HttpError(401, 'credentials', 'invalid');
  return asUser(user);
}

async function profile(username, viewerId) {
  const user = await repo.byUsername(username);
  if (!user) throw new HttpError(404, 'profile', 'not found');
  return { username: user.username, bio: user.bio, image: user.image, following: await repo.isFollowing(viewerId, user.id) };
}

async function follow(username, viewerId, on) {
  const user = await repo.byUsername(username);
  if (!user) throw new HttpError(404, 'profile', 'not found');
  await (on ? repo.follow(viewerId, user.id) : repo.unfollow(viewerId, user.id));
  return profile(username, viewerId);
}

module.exports = { register, login, profile, follow, HttpError };
