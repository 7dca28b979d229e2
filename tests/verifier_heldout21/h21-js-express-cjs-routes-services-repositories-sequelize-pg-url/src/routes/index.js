const { Router } = require('express');
const router = Router();

router.get('/health-check', (req, res) => res.json({ status: 'ok' }));
router.use('/users', require('./users'));
router.use('/articles', require('./articles'));

module.exports = router;
