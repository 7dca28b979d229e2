import fastifyJwt from '@fastify/jwt';

export default async function auth(app) {
  await app.register(fastifyJwt, {
    secret: process.env.JWT_SECRET || 'conduit-secret',
    verify: { extractToken: (request) => (request.headers.authorization || '').replace(/^Token /, '') },
  });
  app.decorate('authenticate', async (request, reply) => {
    try {
      await request.jwtVerify();
    } catch {
      reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
}
