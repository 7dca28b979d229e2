import type { FastifyInstance } from 'fastify';

export default async function commentRoutes(app: FastifyInstance) {
  const { Comment, User } = app.models;

  app.get<{ Params: { slug: string } }>('/articles/:slug/comments', async (req) => {
    const rows = await Comment.findAll({
      where: { articleSlug: req.params.slug },
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
    });
    return {
      comments: rows.map((c: any) => ({
        id: c.id,
        body: c.body,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        author: { ...c.author.get({ plain: true }), following: false },
      })),
    };
  });

  app.delete<{ Params: { slug: string; id: string } }>('/articles/:slug/comments/:id', async (req, reply) => {
    const removed = await Comment.destroy({ where: { id: Number(req.params.id), articleSlug: req.params.slug } });
    if (!removed) return reply.code(404).send({ errors: { body: ['comment not found'] } });
    return reply.code(200).send({});
  });
}
