import { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as users from '../repositories/users';

const LoginBody = Type.Object({
  user: Type.Object({ email: Type.String(), password: Type.String() }),
});

export async function userRoutes(app: FastifyInstance) {
  app.post('/api/users/login', { schema: { body: LoginBody } }, async (request, reply) => {
    const { email, password } = (request.body as any).user;
    const user = await users.findByEmail(email);
    if (!user || user.password !== password) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: { username: user.username, email: user.email, token: 'x', bio: null, image: null } };
  });
}
