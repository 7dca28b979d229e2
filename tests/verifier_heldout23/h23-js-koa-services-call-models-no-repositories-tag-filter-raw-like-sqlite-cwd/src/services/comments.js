const { Article, Comment, User } = require('../models');
const profiles = require('./profiles');
const { notFound, forbidden, invalid } = require('./errors');

const withAuthor = { model: User, as: 'author' };

const view = async (c, viewerId) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: await profiles.view(c.author, viewerId),
});

const article = async (slug) => {
  const found = await Article.findOne({ where: { slug } });
  if (!found) throw notFound('article');
  return found;
};

exports.list = async (slug, viewerId) => {
  const rows = await Comment.findAll({ where: { articleId: (await article(slug)).id }, include: [withAuthor], order: [['createdAt', 'DESC']] });
  return Promise.all(rows.map((c) => view(c, viewerId)));
};

exports.add = async (slug, body, viewerId) => {
  if (!body) throw invalid({ body: ["can't be blank"] });
  const created = await Comment.create({ body, articleId: (await article(slug)).id, authorId: viewerId });
  return view(await Comment.findByPk(created.id, { include: [withAuthor] }), viewerId);
};

exports.remove = async (slug, id, viewerId) => {
  await article(slug);
  const comment = await Comment.findByPk(id);
  if (!comment) throw notFound('comment');
  if (comment.authorId !== viewerId) throw forbidden('comment');
  await comment.destroy();
};
