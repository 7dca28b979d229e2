const { Article, User, Tag } = require('../models');
const { toArticleJSON } = require('../services/article.service');

exports.list = async (req, res) => {
  const where = {};
  const include = [{ model: User, as: 'author' }, { model: Tag }];
  const { rows, count } = await Article.findAndCountAll({
    where, include,
    limit: Number(req.query.limit || 20),
    offset: Number(req.query.offset || 0),
    order: [['createdAt', 'DESC']],
    distinct: true,
  });
  res.json({ articles: rows.map(toArticleJSON), articlesCount: count });
};

exports.get = async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }, { model: Tag }] });
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article: toArticleJSON(article) });
};
