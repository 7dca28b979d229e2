const { Router } = require('express');
const router = Router();
router.get('/health-check', (req, res) => res.sendStatus(200));
router.use('/articles', require('./articles.routes'));
router.use('/tags', require('./tags.routes'));
module.exports = router;
