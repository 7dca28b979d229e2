const router = require('express').Router();
const { tagService } = require('../container');

router.get('/tags', async (req, res) => res.json({ tags: await tagService.list() }));

module.exports = router;
