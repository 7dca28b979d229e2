const { Router } = require('express');
const auth = require('../middleware/auth');

const router = Router();
const svc = () => globalThis.conduit.services.users;

router.post('/users', async (req, res, next) => {
  try { res.status(201).json({ user: await svc().register(req.body.user || {}) }); } catch (e) { next(e); }
});
router.post('/users/login', async (req, res, next) => {
  try { res.json({ user: await svc().login(req.body.user || {}) }); } catch (e) { next(e); }
});
router.get('/user', auth.required, async (req, res, next) => {
  try { res.json({ user: await svc().current(req.auth.id) }); } catch (e) { next(e); }
});
router.put('/user', auth.required, async (req, res, next) => {
  try { res.json({ user: await svc().update(req.auth.id, req.body.user || {}) }); } catch (e) { next(e); }
});

module.exports = router;
