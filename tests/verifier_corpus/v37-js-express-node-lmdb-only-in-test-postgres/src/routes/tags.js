const express = require('express');
const tagService = require('../services/tagService');

const router = express.Router();

router.get('/tags', async (req, res, next) => {
  try {
    res.json({ tags: await tagService.listTags() });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
