const { Comment, User } = require('../models');

const present = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

exports.list = async (ctx) => {
  const comments = await Comment.findAll({ where: { articleSlug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  ctx.body = { comments: comments.map(present) };
};

exports.create = async (ctx) => {
  const comment = await Comment.create({ body: ctx.request.body.comment.body, articleSlug: ctx.params.slug, authorId: ctx.state.userId });
  await comment.reload({ include: [{ model: User, as: 'author' }] });
  ctx.status = 201;
  ctx.body = { comment: present(comment) };
};

exports.remove = async (ctx) => {
  const deleted = await Comment.destroy({ where: { id: ctx.params.id, authorId: ctx.state.userId } });
  ctx.status = deleted ? 200 : 404;
  ctx.body = {};
};
