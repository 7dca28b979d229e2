const { expressjwt } = require('express-jwt');
const { SECRET } = require('../services/userService');
const revokedTokens = require('../repositories/revokedTokenRepository');

function tokenFromHeader(req) {
  const [scheme, token] = (req.headers.authorization || '').split(' ');
  return scheme === 'Token' ? token : undefined;
}

const requireAuth = expressjwt({
  secret: SECRET,
  algorithms: ['HS256'],
  getToken: tokenFromHeader,
  isRevoked: async (req, token) => revokedTokens.isRevoked(token.payload.jti),
});

module.exports = { requireAuth };
