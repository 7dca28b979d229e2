const router = require('express').Router();
const { Article, User, Tag } = require('../models');

router.get('/', async (req, res) => {
  const where = {};
  const include = [{ model: User, as: 'author' }, { model: Tag }];
  if (req.query.author) include[0].where = { username: req.query.author };
  if (req.query.tag) include[1].where = { name: req.query.tag };
  const { rows, count } = await Article.findAndCountAll({
    where,
    include,
    distinct: true,
    order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit) || 20,
    offset: Number(req.query.offset) || 0,
  });
  res.json({
    articles: rows.map((a) => ({ ...a.toJSON(), tagList: a.Tags.map((t) => t.name), author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false } })),
    articlesCount: count,
  });
});

router.get('/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }, { model: Tag }] });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: { ...article.toJSON(), tagList: article.Tags.map((t) => t.name) } });
});

module.exports = router;
