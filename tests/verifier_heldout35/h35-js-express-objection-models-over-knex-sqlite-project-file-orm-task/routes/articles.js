const router = require('express').Router();
const Article = require('../models/Article');

router.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit || 20);
  const offset = Number(req.query.offset || 0);
  const rows = await Article.query().withGraphFetched('author').orderBy('created_at', 'desc').limit(limit).offset(offset);
  const count = await Article.query().resultSize();
  res.json({ articles: rows, articlesCount: count });
});

module.exports = router;
