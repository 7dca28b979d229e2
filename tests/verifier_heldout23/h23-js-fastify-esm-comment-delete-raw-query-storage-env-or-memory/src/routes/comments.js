import { QueryTypes } from 'sequelize';
import { sequelize, Article, Comment, User } from '../db.js';
import { commentOf } from '../serializers.js';

export default async function comments(app) {
  app.get('/articles/:slug/comments', { onRequest: [app.identify] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    const rows = await Comment.findAll({ where: { articleId: article.id }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
    return { comments: await Promise.all(rows.map((c) => commentOf(c, req.user?.id))) };
  });

  app.post('/articles/:slug/comments', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    const body = req.body?.comment?.body;
    if (!body) return reply.code(422).send({ errors: { body: ["can't be blank"] } });
    const created = await Comment.create({ body, articleId: article.id, authorId: req.user.id });
    const comment = await Comment.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
    return reply.code(201).send({ comment: await commentOf(comment, req.user.id) });
  });

  // One statement: deletes only when the caller wrote the comment on this article.
  app.delete('/articles/:slug/comments/:id', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    const comment = await Comment.findByPk(req.params.id);
    if (!comment) return reply.code(404).send({ errors: { comment: ['not found'] } });
    if (comment.authorId !== req.user.id) return reply.code(403).send({ errors: { comment: ['forbidden'] } });
    await sequelize.query(
      'DELETE FROM comments WHERE id = :id AND articleId = :articleId AND authorId = :authorId',
      { replacements: { id: comment.id, articleId: article.id, authorId: req.user.id }, type: QueryTypes.DELETE },
    );
    return reply.code(204).send();
  });
}
