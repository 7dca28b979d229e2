const express = require('express');
const articleService = require('../services/articleService');

const router = express.Router();
router.get('/articles/:slug', async (req, res) => {
  const article = await articleService.get(req.params.slug);
  return article ? res.json({ article }) : res.sendStatus(404);
});

module.exports = router;
