import type { FastifyInstance } from 'fastify';
import type { Sequelize } from 'sequelize';

export function profileRoutes(sequelize: Sequelize) {
  const { User, Follow } = sequelize.models;

  return async (app: FastifyInstance) => {
    app.get<{ Params: { username: string } }>('/profiles/:username', async (req, reply) => {
      const user = await User.findOne({ where: { username: req.params.username } });
      if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
      const viewer = Number(req.headers['x-user-id'] ?? 0);
      const following = viewer ? (await Follow.count({ where: { followerId: viewer, followingId: user.get('id') } })) > 0 : false;
      return { profile: { username: user.get('username'), bio: user.get('bio'), image: user.get('image'), following } };
    });
  };
}
