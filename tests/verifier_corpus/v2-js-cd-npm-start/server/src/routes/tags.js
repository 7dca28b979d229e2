const { Router } = require('express');
const tagService = require('../services/tagService');

const router = Router();
router.get('/tags', async (req, res) => res.json({ tags: await tagService.listTags() }));

module.exports = router;
