const router = require('express').Router();
const { sequelize } = require('../models');

router.get('/', async (req, res) => {
  const [rows] = await sequelize.query(
    'SELECT DISTINCT t.name FROM Tags t JOIN ArticleTags at ON at.TagId = t.id ORDER BY t.name'
  );
  res.json({ tags: rows.map((r) => r.name) });
});

module.exports = router;
