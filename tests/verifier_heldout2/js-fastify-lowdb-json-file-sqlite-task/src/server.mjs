import Fastify from 'fastify';
import { addUser, userByEmail } from './store.mjs';

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.post('/api/users', async (req, reply) => {
  const { username, email, password } = req.body.user;
  if (userByEmail(email)) return reply.code(422).send({ errors: { email: ['has already been taken'] } });
  const user = await addUser({ username, email, password });
  return reply.code(201).send({ user: { username: user.username, email: user.email } });
});

await app.listen({ port: 3000, host: '0.0.0.0' });
