const { Router } = require('express');
const Tag = require('../models/tag');

const router = Router();

router.get('/tags', async (req, res, next) => {
  try {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (err) {
    next(err);
  }
});

router.post('/tags', async (req, res, next) => {
  try {
    const [tag] = await Tag.findOrCreate({ where: { name: String(req.body.tag || '').trim() } });
    res.status(201).json({ tag: tag.name });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
