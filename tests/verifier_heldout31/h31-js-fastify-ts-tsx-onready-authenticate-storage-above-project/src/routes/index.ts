import type { FastifyInstance } from 'fastify';
import { Tag, User } from '../plugins/sequelize';

export default async function routes(app: FastifyInstance) {
  app.get('/health-check', async () => ({ status: 'ok' }));

  app.get('/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });

  app.get<{ Params: { username: string } }>('/profiles/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
}
