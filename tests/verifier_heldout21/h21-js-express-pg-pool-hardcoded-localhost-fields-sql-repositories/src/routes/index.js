const { Router } = require('express');
const profiles = require('./profiles.routes');

const router = Router();
router.get('/health-check', (_req, res) => res.status(200).json({ ok: true }));
router.use('/profiles', profiles);
module.exports = router;
