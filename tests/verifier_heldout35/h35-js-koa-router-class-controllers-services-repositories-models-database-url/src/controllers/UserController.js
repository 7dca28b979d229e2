const jwt = require('jsonwebtoken');
const secret = process.env.JWT_SECRET || 'secret';
const userId = (ctx) => jwt.verify((ctx.get('authorization') || '').replace('Token ', ''), secret).id;
const present = (u, token) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token } });

class UserController {
  constructor(userService) { this.userService = userService; }
  get = async (ctx) => { ctx.body = present(await this.userService.current(userId(ctx)), ctx.get('authorization').slice(6)); };
  put = async (ctx) => { ctx.body = present(await this.userService.update(userId(ctx), ctx.request.body.user || {}), ctx.get('authorization').slice(6)); };
}
module.exports = { UserController };
