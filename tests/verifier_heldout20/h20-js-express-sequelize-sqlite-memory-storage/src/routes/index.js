const router = require('express').Router();
const users = require('../controllers/users');
const requireAuth = require('../middleware/requireAuth');

router.post('/users', users.register);
router.get('/user', requireAuth, users.current);

module.exports = router;
