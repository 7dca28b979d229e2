const express = require('express');
const TagRepository = require('../repositories/TagRepository');
const TagService = require('../services/TagService');

const router = express.Router();
const tagService = new TagService(new TagRepository());

router.get('/', async (req, res, next) => {
  try { res.json(await tagService.list()); } catch (e) { next(e); }
});

module.exports = router;
