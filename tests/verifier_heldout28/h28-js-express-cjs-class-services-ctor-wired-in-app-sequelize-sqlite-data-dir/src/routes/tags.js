const express = require('express');

module.exports = function tagsRouter({ tagService }) {
  const router = express.Router();
  router.get('/tags', async (_req, res, next) => {
    try {
      res.json({ tags: await tagService.list() });
    } catch (e) { next(e); }
  });
  return router;
};
