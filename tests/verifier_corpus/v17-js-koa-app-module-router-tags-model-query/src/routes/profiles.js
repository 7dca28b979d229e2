'use strict';
const Router = require('@koa/router');
const profileService = require('../services/profile.service');

const router = new Router();

router.get('/profiles/:username', async (ctx) => {
  ctx.body = { profile: await profileService.getProfile(ctx.params.username) };
});

module.exports = router;
