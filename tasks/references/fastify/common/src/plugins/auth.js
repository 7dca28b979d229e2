'use strict';

const fp = require('fastify-plugin');
const { tokenFromHeader, userIdFromToken } = require('../lib/token');

function unauthorized(message) {
  return Object.assign(new Error(message), { statusCode: 401 });
}

function authenticate(request) {
  const token = tokenFromHeader(request.headers.authorization);
  if (token === null) return false;
  request.userId = userIdFromToken(token);
  if (request.userId === null) throw unauthorized('Invalid or expired token');
  return true;
}

/**
 * Route hooks: `onRequest: fastify.requireAuth` rejects anonymous callers with 401;
 * `onRequest: fastify.optionalAuth` lets them through with `request.userId` left null.
 * A token that is present but invalid is rejected either way, so a client never gets an
 * anonymous answer while it believes it is logged in.
 */
async function auth(fastify) {
  fastify.decorateRequest('userId', null);

  fastify.decorate('requireAuth', async (request) => {
    if (!authenticate(request)) throw unauthorized('Missing authorization token');
  });

  fastify.decorate('optionalAuth', async (request) => {
    authenticate(request);
  });
}

module.exports = fp(auth, { name: 'auth' });
