const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user.repository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function toUser(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  return { email: user.email, token, username: user.username, bio: user.bio, image: user.image };
}

class ServiceError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

module.exports = {
  ServiceError,
  async register({ username, email, password }) {
    if (!username || !email || !password) throw new ServiceError(422, 'missing fields');
    if (await users.findByEmail(email)) throw new ServiceError(409, 'email already taken');
    if (await users.findByUsername(username)) throw new ServiceError(409, 'username already taken');
    const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
    return toUser(user);
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password || '', user.password))) throw new ServiceError(401, 'invalid credentials');
    return toUser(user);
  },
  async current(id) {
    const user = await users.findById(id);
    if (!user) throw new ServiceError(401, 'unauthorized');
    return toUser(user);
  },
  async profile(username, viewerId) {
    const target = await users.findByUsername(username);
    if (!target) throw new ServiceError(404, 'profile not found');
    const viewer = viewerId ? await users.findById(viewerId) : null;
    return { username: target.username, bio: target.bio, image: target.image, following: await users.isFollowing(viewer, target) };
  },
  verify: (token) => jwt.verify(token, SECRET),
};
