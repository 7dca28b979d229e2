const jwt = require('jsonwebtoken');
const { jwtSecret, jwtLifetime } = require('../config');

const ALGORITHM = 'HS256';

function createToken(userId) {
  return jwt.sign({}, jwtSecret, { algorithm: ALGORITHM, subject: String(userId), expiresIn: jwtLifetime });
}

// The user id carried by a valid, unexpired token; null for anything else.
function verifyToken(token) {
  try {
    const userId = Number(jwt.verify(token, jwtSecret, { algorithms: [ALGORITHM] }).sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

// Conduit clients send "Authorization: Token <jwt>"; any other shape yields null.
function tokenFromHeader(header) {
  const match = /^Token +(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

module.exports = { createToken, verifyToken, tokenFromHeader };
