import Fastify from 'fastify';
import { ensureSchema } from './schema';
import { User } from './models';

async function main() {
  await ensureSchema();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ ok: true }));
  app.get<{ Params: { username: string } }>('/api/profiles/:username', async (req, reply) => {
    const u = await User.findOne({ where: { username: req.params.username } });
    if (!u) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: u.username, bio: u.bio, image: u.image, following: false } };
  });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
