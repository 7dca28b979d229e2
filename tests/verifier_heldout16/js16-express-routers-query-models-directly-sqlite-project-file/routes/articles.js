const router = require('express').Router();
const auth = require('../middleware/auth');
const { Article, User } = require('../models');

router.get('/', auth(false), async (req, res) => {
  const limit = parseInt(req.query.limit, 10) || 20;
  const offset = parseInt(req.query.offset, 10) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
    limit, offset,
  });
  res.json({ articles: rows, articlesCount: count });
});

router.post('/', auth(), async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  const slug = title.toLowerCase().split(' ').join('-') + '-' + Date.now();
  const article = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
  res.status(201).json({ article });
});

router.delete('/:slug', auth(), async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.sendStatus(404);
  if (article.authorId !== req.user.id) return res.sendStatus(403);
  await article.destroy();
  res.sendStatus(204);
});

module.exports = router;
