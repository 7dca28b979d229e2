const express = require('express');
const { Tag } = require('../store/db');

const router = express.Router();

router.get('/tags', async (_req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
