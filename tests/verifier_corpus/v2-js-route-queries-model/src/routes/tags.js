const router = require('express').Router();
const tagService = require('../services/tagService');
const { Tag } = require('../models');

router.get('/tags', async (req, res) => res.json({ tags: await tagService.list() }));
router.get('/tags/count', async (req, res) => res.json({ count: await Tag.count() }));

module.exports = router;
