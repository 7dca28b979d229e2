'use strict';

const jwt = require('jsonwebtoken');
const config = require('../config');

const ALGORITHM = 'HS256';
// Conduit clients send `Authorization: Token <jwt>`; auth schemes are case-insensitive (RFC 9110).
const AUTHORIZATION = /^Token\s+(\S+)\s*$/i;

function createToken(user) {
  return jwt.sign({ username: user.username }, config.jwtSecret, {
    algorithm: ALGORITHM,
    subject: String(user.id),
    expiresIn: config.jwtExpiresIn,
  });
}

/** Returns the raw token of an Authorization header, or null when there is none in our scheme. */
function tokenFromHeader(header) {
  const match = AUTHORIZATION.exec(header ?? '');
  return match ? match[1] : null;
}

/** Returns the user id a token was issued for, or null when it is forged, expired or malformed. */
function userIdFromToken(token) {
  try {
    const { sub } = jwt.verify(token, config.jwtSecret, { algorithms: [ALGORITHM] });
    const id = Number(sub);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

module.exports = { createToken, tokenFromHeader, userIdFromToken };
