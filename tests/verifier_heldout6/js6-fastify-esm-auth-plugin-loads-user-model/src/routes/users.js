import * as users from '../services/users.js';

export default async function userRoutes(fastify) {
  fastify.post('/users', async (request, reply) => {
    const user = await users.register(request.body.user);
    reply.code(201);
    return { user: users.toUser(user, fastify.jwt.sign({ sub: user.id })) };
  });

  fastify.post('/users/login', async (request, reply) => {
    const user = await users.authenticate(request.body.user.email, request.body.user.password);
    if (!user) return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    return { user: users.toUser(user, fastify.jwt.sign({ sub: user.id })) };
  });

  fastify.get('/user', { preHandler: fastify.authenticate }, async (request) => ({
    user: users.toUser(request.currentUser, request.token),
  }));

  fastify.put('/user', { preHandler: fastify.authenticate }, async (request) => ({
    user: users.toUser(await users.updateUser(request.currentUser, request.body.user ?? {}), request.token),
  }));
}
