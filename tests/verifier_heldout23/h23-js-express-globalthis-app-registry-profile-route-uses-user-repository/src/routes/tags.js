const { Router } = require('express');

const router = Router();

router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await globalThis.conduit.services.tags.list() }); } catch (e) { next(e); }
});

module.exports = router;
