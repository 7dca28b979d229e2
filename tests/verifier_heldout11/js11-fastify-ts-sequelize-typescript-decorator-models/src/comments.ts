import { FastifyInstance } from 'fastify';
import { Comment } from './entities/Comment';
import { User } from './entities/User';

export async function commentRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/api/articles/:slug/comments', async (req) => {
    const rows = await Comment.findAll({ where: { articleSlug: req.params.slug }, include: [User], order: [['createdAt', 'DESC']] });
    return { comments: rows.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false } })) };
  });
  app.delete<{ Params: { slug: string; id: string } }>('/api/articles/:slug/comments/:id', async (req, reply) => {
    const n = await Comment.destroy({ where: { id: Number(req.params.id), articleSlug: req.params.slug } });
    return n ? reply.code(200).send({}) : reply.code(404).send({ errors: { body: ['not found'] } });
  });
}
