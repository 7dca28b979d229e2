const { Router } = require('express');
const Tag = require('../models/tag');

const router = Router();

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((tag) => tag.name) });
});

router.post('/tags', async (req, res) => {
  const [tag] = await Tag.findOrCreate({ where: { name: String(req.body.tag || '') } });
  res.status(201).json({ tag: tag.name });
});

module.exports = router;
