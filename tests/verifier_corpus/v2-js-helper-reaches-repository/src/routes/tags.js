const router = require('express').Router();
const tagService = require('../services/tagService');
const requireUser = require('../middleware/auth');

router.get('/tags', async (req, res) => res.json({ tags: await tagService.list() }));
router.get('/user/tags', requireUser, async (req, res) => res.json({ tags: await tagService.list() }));

module.exports = router;
