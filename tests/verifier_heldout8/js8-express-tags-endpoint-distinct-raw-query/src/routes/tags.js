const router = require('express').Router();
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

// GET /api/tags
// A plain DISTINCT query is much faster than loading every Tag model instance
// (the front page calls this on every load), so we skip the model layer here.
router.get('/tags', async (req, res) => {
  const rows = await sequelize.query(
    'SELECT DISTINCT t.name FROM Tags t INNER JOIN ArticleTags at ON at.TagId = t.id ORDER BY t.name',
    { type: QueryTypes.SELECT },
  );
  res.json({ tags: rows.map((r) => r.name) });
});

module.exports = router;
