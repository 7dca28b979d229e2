const router = require('express').Router();
const tagService = require('../services/tagService');

router.get('/tags', async (req, res) => res.json({ tags: await tagService.list() }));

module.exports = router;
