const Router = require('@koa/router');
const profileService = require('../services/profileService');
const router = new Router();
router.get('/profiles/:username', async (ctx) => { ctx.body = { profile: await profileService.get(ctx.params.username) }; });
module.exports = router;
