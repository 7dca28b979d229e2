const { Article, User, Tag } = require('../models');
const HttpError = require('../utils/httpError');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

exports.getArticle = async (slug) => {
  const article = await Article.findOne({ where: { slug }, include });
  if (!article) throw new HttpError(404, 'article not found');
  return article;
};

exports.listArticles = async ({ limit = 20, offset = 0 }) => {
  const { rows, count } = await Article.findAndCountAll({
    include,
    limit: Number(limit),
    offset: Number(offset),
    order: [['createdAt', 'DESC']],
    distinct: true,
  });
  return { articles: rows, articlesCount: count };
};

exports.createArticle = async (authorId, { title, description, body, tagList = [] }) => {
  if (!title) throw new HttpError(422, 'title is required');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
  const article = await Article.create({ title, description, body, slug, authorId });
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return exports.getArticle(slug);
};

exports.deleteArticle = async (userId, slug) => {
  const article = await exports.getArticle(slug);
  if (article.authorId !== userId) throw new HttpError(403, 'not the author');
  await article.destroy();
};
