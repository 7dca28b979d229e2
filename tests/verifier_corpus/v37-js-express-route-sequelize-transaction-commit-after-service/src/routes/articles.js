const express = require('express');
const sequelize = require('../db');
const articleService = require('../services/articleService');

const router = express.Router();

function userId(req) {
  const header = req.get('Authorization') || '';
  return header.startsWith('Token ') ? Number(header.slice(6).split('.')[0]) : null;
}

router.put('/articles/:slug', async (req, res, next) => {
  const uid = userId(req);
  if (!uid) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  // the title, body and tag changes must land together
  const t = await sequelize.transaction();
  try {
    const article = await articleService.updateArticle(req.params.slug, uid, req.body.article || {}, t);
    await t.commit();
    return res.json({ article: { slug: article.slug, title: article.title, description: article.description, body: article.body } });
  } catch (err) {
    await t.rollback();
    if (err instanceof articleService.NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    if (err instanceof articleService.Forbidden) return res.status(403).json({ errors: { article: ['forbidden'] } });
    return next(err);
  }
});

module.exports = router;
