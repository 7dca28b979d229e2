const { Router } = require('express');
const tagService = require('../services/tag.service');

const router = Router();
router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await tagService.list() }); } catch (e) { next(e); }
});
module.exports = router;
