const { Router } = require('express');
const usersRouter = require('./users');
const articlesRouter = require('./articles');

const router = Router();
router.get('/health-check', (req, res) => res.sendStatus(200));
router.use(usersRouter);
router.use('/articles', articlesRouter);
module.exports = router;
