import type { FastifyInstance } from 'fastify';
import { Comment, User } from '../models.js';

export async function commentRoutes(app: FastifyInstance) {
  const view = (c: Comment) => ({
    id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
    author: { username: c.author?.username, bio: c.author?.bio ?? null, image: c.author?.image ?? null, following: false },
  });

  app.get<{ Params: { slug: string } }>('/articles/:slug/comments', async (req) => {
    const rows = await Comment.findAll({ where: { articleSlug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    return { comments: rows.map(view) };
  });

  app.post<{ Params: { slug: string }; Body: { comment: { body: string } } }>(
    '/articles/:slug/comments',
    { onRequest: [app.authenticate] },
    async (req, reply) => {
      const created = await Comment.create({ body: req.body.comment.body, articleSlug: req.params.slug, authorId: (req.user as { id: number }).id });
      const full = await Comment.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
      return reply.code(201).send({ comment: view(full!) });
    },
  );

  app.delete<{ Params: { slug: string; id: string } }>('/articles/:slug/comments/:id', { onRequest: [app.authenticate] }, async (req, reply) => {
    const n = await Comment.destroy({ where: { id: Number(req.params.id), authorId: (req.user as { id: number }).id } });
    return n ? {} : reply.code(404).send({ errors: { comment: ['not found'] } });
  });
}
