'use strict';

const express = require('express');

module.exports = function articlesRouter({ articleService, commentRepository }) {
  const router = express.Router();

  router.get('/:slug', async (req, res, next) => {
    try {
      const { id, ...article } = await articleService.get(req.params.slug);
      res.json({ article });
    } catch (err) {
      next(err);
    }
  });

  router.get('/:slug/comments', async (req, res, next) => {
    try {
      const article = await articleService.get(req.params.slug);
      const comments = await commentRepository.forArticle(article.id);
      res.json({ comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt })) });
    } catch (err) {
      next(err);
    }
  });

  return router;
};
