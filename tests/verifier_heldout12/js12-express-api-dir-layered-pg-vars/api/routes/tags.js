const { Router } = require('express');
const tagService = require('../services/tagService');

const router = Router();

router.get('/tags', async (_req, res, next) => {
  try {
    res.json({ tags: await tagService.allTags() });
  } catch (err) { next(err); }
});

module.exports = router;
