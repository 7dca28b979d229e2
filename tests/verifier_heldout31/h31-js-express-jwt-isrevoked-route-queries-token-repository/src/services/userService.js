const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const crypto = require('crypto');
const users = require('../repositories/userRepository');
const revoked = require('../repositories/revokedTokenRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

class HttpError extends Error {
  constructor(status, errors) { super('request failed'); this.status = status; this.errors = errors; }
}

function toUser(u) {
  const token = jwt.sign({ id: u.id, jti: crypto.randomUUID() }, SECRET, { expiresIn: '1d' });
  return { email: u.email, token, username: u.username, bio: u.bio, image: u.image };
}

module.exports = {
  HttpError,
  SECRET,
  async register({ username, email, password }) {
    if (await users.findByEmail(email)) throw new HttpError(422, { email: ['has already been taken'] });
    return toUser(await users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new HttpError(401, { credentials: ['invalid'] });
    return toUser(user);
  },
  async current(id) {
    return toUser(await users.findById(id));
  },
  async update(id, jti, changes) {
    const user = await users.findById(id);
    if (changes.password) {
      changes.passwordHash = await bcrypt.hash(changes.password, 10);
      await revoked.revoke(jti);
    }
    return toUser(await users.update(user, changes));
  },
};
