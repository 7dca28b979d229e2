const express = require('express');

const router = express.Router();

// GET /api/tags
router.get('/tags', async (req, res, next) => {
  try {
    const tags = await req.app.locals.repositories.tags.listNames();
    res.json({ tags });
  } catch (e) { next(e); }
});

module.exports = router;
