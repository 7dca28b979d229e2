'use strict';

module.exports = async function comments(fastify) {
  const { Article, Comment, User } = fastify.db;

  const view = (c) => ({
    id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
    author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
  });

  fastify.get('/articles/:slug/comments', async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    const list = await Comment.findAll({ where: { articleId: article.id }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
    return { comments: list.map(view) };
  });

  fastify.post('/articles/:slug/comments', { onRequest: [fastify.auth] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    const created = await Comment.create({ body: req.body.comment.body, articleId: article.id, authorId: req.user.id });
    const comment = await Comment.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
    return reply.code(201).send({ comment: view(comment) });
  });
};
