const router = require('express').Router();
const tagsService = require('../services/tags.service');
router.get('/', async (req, res) => res.json({ tags: await tagsService.getTags() }));
module.exports = router;
