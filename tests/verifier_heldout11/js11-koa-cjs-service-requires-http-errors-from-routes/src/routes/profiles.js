const Router = require('@koa/router');
const profileService = require('../services/profile.service');
const router = new Router({ prefix: '/api/profiles' });
router.get('/:username', async (ctx) => { ctx.body = { profile: await profileService.get(ctx.params.username, ctx.state.userId) }; });
router.post('/:username/follow', async (ctx) => { ctx.body = { profile: await profileService.follow(ctx.params.username, ctx.state.userId) }; });
module.exports = router;
