const { Router } = require('express');
const tagService = require('../services/tag.service');
const router = Router();
router.get('/', async (req, res, next) => {
  try { res.json({ tags: await tagService.all() }); } catch (e) { next(e); }
});
module.exports = router;
