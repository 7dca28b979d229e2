const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const { userRepository } = require('../repositories/user.repository');

const SECRET = process.env.JWT_SECRET || 'conduit-dev-secret';

function hash(password) {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}:${crypto.scryptSync(password, salt, 32).toString('hex')}`;
}

function verify(password, stored) {
  const [salt, digest] = stored.split(':');
  const candidate = crypto.scryptSync(password, salt, 32);
  return crypto.timingSafeEqual(candidate, Buffer.from(digest, 'hex'));
}

function toAuthJson(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '2d' });
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}

const authService = {
  async register({ email, username, password }) {
    const user = await userRepository.create({ email: email.toLowerCase(), username, passwordHash: hash(password) });
    return toAuthJson(user);
  },
  checkPassword(user, password) {
    if (!user || !verify(password, user.passwordHash)) {
      const err = new Error('email or password is invalid');
      err.status = 403;
      throw err;
    }
    return toAuthJson(user);
  },
};

module.exports = { authService };
