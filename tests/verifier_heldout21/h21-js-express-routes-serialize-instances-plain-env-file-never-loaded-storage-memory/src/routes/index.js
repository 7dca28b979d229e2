const router = require('express').Router();
router.get('/health-check', (req, res) => res.sendStatus(200));
router.use('/profiles', require('./profiles'));
module.exports = router;
