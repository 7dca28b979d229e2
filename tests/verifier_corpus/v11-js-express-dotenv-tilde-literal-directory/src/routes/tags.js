'use strict';

const { Router } = require('express');
const { Tag } = require('../db');

const router = Router();

router.get('/tags', async (req, res, next) => {
  try {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
