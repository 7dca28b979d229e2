const router = require('express').Router();
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

router.get('/tags', async (req, res) => {
  const rows = await sequelize.query(
    'SELECT DISTINCT t."name" FROM "Tags" t JOIN "ArticleTags" at ON at."TagId" = t."id" ORDER BY t."name"',
    { type: QueryTypes.SELECT },
  );
  res.json({ tags: rows.map((r) => r.name) });
});

module.exports = router;
