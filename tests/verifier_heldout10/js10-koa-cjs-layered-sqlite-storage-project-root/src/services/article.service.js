const articles = require('../repositories/article.repository');
const comments = require('../repositories/comment.repository');

function fail(status, message) {
  const err = new Error(message);
  err.status = status;
  err.expose = true;
  return err;
}

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

exports.page = async ({ limit = 20, offset = 0 }) => {
  const { rows, count } = await articles.page(Number(limit), Number(offset));
  return { articles: rows, articlesCount: count };
};

exports.get = async (slug) => {
  const article = await articles.findBySlug(slug);
  if (!article) throw fail(404, 'article not found');
  return article;
};

exports.create = async (userId, input = {}) => {
  for (const field of ['title', 'description', 'body']) {
    if (!input[field]) throw fail(422, `${field} can't be blank`);
  }
  const created = await articles.create({ ...input, slug: slugify(input.title), authorId: userId });
  return exports.get(created.slug);
};

exports.remove = async (userId, slug) => {
  const article = await exports.get(slug);
  if (article.authorId !== userId) throw fail(403, 'only the author may delete');
  await articles.destroy(article);
};

exports.comments = async (slug) => comments.forArticle((await exports.get(slug)).id);

exports.comment = async (userId, slug, body) => {
  if (!body) throw fail(422, "body can't be blank");
  const article = await exports.get(slug);
  return comments.create({ body, articleId: article.id, authorId: userId });
};

exports.uncomment = async (userId, slug, id) => {
  await exports.get(slug);
  const comment = await comments.findById(id);
  if (!comment) throw fail(404, 'comment not found');
  if (comment.authorId !== userId) throw fail(403, 'only the author may delete');
  await comments.destroy(comment);
};
