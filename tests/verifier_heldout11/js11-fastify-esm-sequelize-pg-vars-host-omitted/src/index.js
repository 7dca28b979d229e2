import Fastify from 'fastify';
import { sequelize, User, Follow } from './db.js';

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/profiles/:username', async (req, reply) => {
  const u = await User.findOne({ where: { username: req.params.username } });
  if (!u) return reply.code(404).send({ errors: { body: ['not found'] } });
  const following = req.headers['x-user-id']
    ? (await Follow.count({ where: { followerId: Number(req.headers['x-user-id']), followingId: u.id } })) > 0 : false;
  return { profile: { username: u.username, bio: u.bio, image: u.image, following } };
});

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
