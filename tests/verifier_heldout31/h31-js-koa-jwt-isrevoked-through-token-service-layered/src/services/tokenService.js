const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const tokenRepository = require('../repositories/tokenRepository');

const SECRET = process.env.JWT_SECRET || 'koa-conduit-secret';

module.exports = {
  SECRET,
  issue: (userId) => jwt.sign({ sub: userId, jti: crypto.randomUUID() }, SECRET, { expiresIn: '24h' }),
  async isRevoked(jti) {
    return Boolean(jti) && tokenRepository.exists(jti);
  },
  revoke: (jti) => tokenRepository.add(jti),
};
