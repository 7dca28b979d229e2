const articles = require('../repositories/articles');
const comments = require('../repositories/comments');
const profiles = require('./profiles');
const { notFound, forbidden, invalid } = require('./errors');

const view = async (c, viewerId) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: await profiles.view(c.author, viewerId),
});

const article = async (slug) => {
  const found = await articles.bySlug(slug);
  if (!found) throw notFound('article');
  return found;
};

exports.list = async (slug, viewerId) => {
  const rows = await comments.forArticle((await article(slug)).id);
  return Promise.all(rows.map((c) => view(c, viewerId)));
};

exports.add = async (slug, body, viewerId) => {
  if (!body) throw invalid({ body: ["can't be blank"] });
  const comment = await comments.insert({ body, articleId: (await article(slug)).id, authorId: viewerId });
  return view(comment, viewerId);
};

exports.remove = async (slug, id, viewerId) => {
  await article(slug);
  const comment = await comments.byId(id);
  if (!comment) throw notFound('comment');
  if (comment.authorId !== viewerId) throw forbidden('comment');
  await comments.remove(comment);
};
