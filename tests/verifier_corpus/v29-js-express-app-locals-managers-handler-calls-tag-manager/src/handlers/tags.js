const express = require('express');

const router = express.Router();

router.get('/tags', async (req, res, next) => {
  try {
    const tags = await req.app.locals.managers.tags.list();
    res.json({ tags });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
