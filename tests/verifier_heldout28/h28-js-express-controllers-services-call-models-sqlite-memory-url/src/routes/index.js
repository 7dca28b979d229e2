const express = require('express');
const jwt = require('jsonwebtoken');
const { SECRET } = require('../services/userService');
const userController = require('../controllers/userController');
const articleController = require('../controllers/articleController');

const router = express.Router();

function authRequired(req, res, next) {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Token ')) return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  try {
    req.user = jwt.verify(header.split(' ')[1], SECRET);
    return next();
  } catch (e) {
    return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  }
}

router.get('/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
router.post('/users', userController.register);
router.post('/users/login', userController.login);
router.get('/user', authRequired, userController.current);
router.get('/articles', articleController.list);
router.post('/articles', authRequired, articleController.create);
router.get('/articles/:slug', articleController.get);

module.exports = router;
