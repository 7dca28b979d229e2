import Fastify from 'fastify';
import { one, run } from './store.mjs';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ ok: true }));

app.post('/api/users', async (req, reply) => {
  const { username, email, password } = req.body.user;
  run('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', [username, email, password]);
  const user = one('SELECT * FROM users WHERE email = ?', [email]);
  reply.code(201);
  return { user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: String(user.id) } };
});

await app.listen({ port: 3000, host: '0.0.0.0' });
