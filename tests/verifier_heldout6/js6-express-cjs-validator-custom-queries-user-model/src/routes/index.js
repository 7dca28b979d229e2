const express = require('express');

const router = express.Router();
router.get('/health-check', (_req, res) => res.status(200).json({ ok: true }));
router.use(require('./users.routes'));

module.exports = router;
