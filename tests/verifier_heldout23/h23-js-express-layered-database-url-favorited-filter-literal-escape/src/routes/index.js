const { Router } = require('express');

const router = Router();

router.get('/health-check', (req, res) => res.json({ status: 'ok' }));
router.use(require('./users'));
router.use(require('./profiles'));
router.use(require('./articles'));
router.use(require('./tags'));

module.exports = router;
