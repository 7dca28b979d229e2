const { Router } = require('express');

const router = Router();

router.get('/tags', async (req, res) => {
  res.json({ tags: await req.app.locals.services.tags.list() });
});

module.exports = router;
