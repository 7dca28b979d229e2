const router = require('express').Router();
const { Article } = require('../models');

router.get('/', async (_req, res) => {
  const articles = await Article.findAll({ attributes: ['tagList'] });
  res.json({ tags: [...new Set(articles.flatMap((a) => a.tagList))] });
});

module.exports = router;
