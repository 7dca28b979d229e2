const router = require('express').Router();
const tagService = require('../services/tag-service');
router.get('/', async (_req, res) => res.json({ tags: await tagService.listTags() }));
module.exports = router;
