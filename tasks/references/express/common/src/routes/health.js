const { Router } = require('express');

const router = Router();

// The server listens only once the schema is in place, so answering at all means ready.
router.get('/health-check', (req, res) => {
  res.json({ status: 'ok' });
});

module.exports = router;
