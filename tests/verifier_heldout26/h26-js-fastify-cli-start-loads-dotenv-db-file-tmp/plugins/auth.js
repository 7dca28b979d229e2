'use strict';
const fp = require('fastify-plugin');
const jwt = require('jsonwebtoken');

module.exports = fp(async function authPlugin(fastify) {
  const secret = process.env.JWT_SECRET || 'conduit';

  fastify.decorate('signToken', (user) => jwt.sign({ id: user.id }, secret, { expiresIn: '7d' }));

  fastify.decorateRequest('userId', null);
  fastify.decorate('authenticate', async (request, reply) => {
    const m = /^(?:Token|Bearer) (.+)$/.exec(request.headers.authorization || '');
    try {
      request.userId = jwt.verify(m && m[1], secret).id;
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
});
