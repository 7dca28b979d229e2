const express = require('express');
const { Tag } = require('../models');

const router = express.Router();

// small endpoint, no need for a service
router.get('/tags', async (req, res, next) => {
  try {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (e) { next(e); }
});

module.exports = router;
