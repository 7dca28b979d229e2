const { Router } = require('express');
const auth = require('../middleware/auth');
const { wrap } = require('../utils/errors');
const users = require('../controllers/users.controller');

const router = Router();

router.post('/users', wrap(users.register));
router.post('/users/login', wrap(users.login));
router.get('/user', auth.required, wrap(users.current));
router.get('/profiles/:username', auth.optional, wrap(users.profile));

module.exports = router;
