const fp = require('fastify-plugin');

module.exports = fp(async (fastify) => {
  fastify.decorateRequest('userId', null);

  function read(request) {
    const [scheme, token] = (request.headers.authorization || '').split(' ');
    if (!token || (scheme !== 'Token' && scheme !== 'Bearer')) return null;
    return fastify.services.auth.verify(token);
  }

  fastify.decorate('authenticate', async (request, reply) => {
    try {
      request.userId = read(request);
    } catch (e) {
      request.userId = null;
    }
    if (!request.userId) reply.code(401).send({ errors: { body: ['unauthorized'] } });
  });

  fastify.decorate('identify', async (request) => {
    try { request.userId = read(request); } catch (e) { request.userId = null; }
  });
}, { name: 'auth', dependencies: ['services'] });
