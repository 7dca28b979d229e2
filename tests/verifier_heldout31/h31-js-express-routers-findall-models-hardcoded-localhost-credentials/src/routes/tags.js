const router = require('express').Router();
const { Tag } = require('../models');

router.get('/', async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
