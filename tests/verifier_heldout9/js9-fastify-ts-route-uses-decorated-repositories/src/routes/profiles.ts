import { FastifyInstance } from 'fastify';

export default async function (app: FastifyInstance) {
  app.get<{ Params: { username: string } }>('/profiles/:username', async (req, reply) => {
    const user = await app.repositories.users.findByUsername(req.params.username);
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    const viewerId = (req as any).user?.id as number | undefined;
    return {
      profile: {
        username: user.username,
        bio: user.bio,
        image: user.image,
        following: await app.repositories.follows.isFollowing(viewerId, user.id),
      },
    };
  });
}
