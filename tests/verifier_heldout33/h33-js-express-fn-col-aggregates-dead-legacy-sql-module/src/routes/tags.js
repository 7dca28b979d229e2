const router = require('express').Router();
const { Tag } = require('../models');

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});
module.exports = router;
