import { User, Tag } from '../lib/database.js';

export default async function routes(app) {
  app.get('/tags', async () => {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });

  app.get('/profiles/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
}
