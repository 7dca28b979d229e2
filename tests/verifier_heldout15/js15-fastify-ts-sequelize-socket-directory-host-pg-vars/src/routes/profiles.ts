import type { FastifyInstance } from 'fastify';
import { Follow, User } from '../models/profile';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { username: string } }>('/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    const viewer = (req as any).userId as number | undefined;
    const following = viewer ? (await Follow.count({ where: { followerId: viewer, followedId: user.id } })) > 0 : false;
    return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
  });
}
