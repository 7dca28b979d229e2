const { Router } = require('express');

module.exports = function tagsRouter(tagService) {
  const router = Router();
  router.get('/tags', async (req, res) => res.json({ tags: await tagService.list() }));
  return router;
};
