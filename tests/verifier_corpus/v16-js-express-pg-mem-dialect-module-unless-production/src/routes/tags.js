const express = require('express');
const { Tag } = require('../models');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (err) { next(err); }
});

module.exports = router;
