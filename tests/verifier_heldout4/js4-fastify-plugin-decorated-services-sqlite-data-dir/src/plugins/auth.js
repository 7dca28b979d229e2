'use strict';
const fp = require('fastify-plugin');
const jwt = require('jsonwebtoken');
const config = require('../config');

function readToken(request) {
  const header = request.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

async function authPlugin(fastify) {
  fastify.decorateRequest('userId', null);
  fastify.decorate('authenticate', async (request, reply) => {
    const token = readToken(request);
    if (!token) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    try {
      request.userId = jwt.verify(token, config.jwtSecret).id;
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
  fastify.decorate('optionalAuth', async (request) => {
    const token = readToken(request);
    if (!token) return;
    try {
      request.userId = jwt.verify(token, config.jwtSecret).id;
    } catch { /* anonymous */ }
  });
}

module.exports = fp(authPlugin, { name: 'auth' });
