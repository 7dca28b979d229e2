const { Router } = require('express');
const { wrap } = require('../utils/errors');
const tags = require('../controllers/tags.controller');

const router = Router();

router.get('/', wrap(tags.list));

module.exports = router;
