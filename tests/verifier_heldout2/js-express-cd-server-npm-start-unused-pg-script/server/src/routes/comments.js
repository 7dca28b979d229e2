const { Router } = require('express');
const controller = require('../controllers/commentController');

const router = Router({ mergeParams: true });
router.get('/', controller.list);
router.post('/', controller.create);
module.exports = router;
