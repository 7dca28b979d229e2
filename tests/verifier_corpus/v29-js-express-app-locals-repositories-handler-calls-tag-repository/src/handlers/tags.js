const express = require('express');

const router = express.Router();

router.get('/tags', async (req, res, next) => {
  try {
    const rows = await req.app.locals.repositories.tags.findAll();
    res.json({ tags: rows.map((row) => row.name) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
