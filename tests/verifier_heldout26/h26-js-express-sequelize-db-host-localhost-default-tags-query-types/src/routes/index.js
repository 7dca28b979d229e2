const express = require('express');
const users = require('../controllers/users');
const tags = require('../controllers/tags');

const router = express.Router();

router.get('/health-check', (req, res) => res.json({ status: 'UP' }));
router.post('/users', users.register);
router.post('/users/login', users.login);
router.get('/tags', tags.list);

module.exports = router;
