const authenticate = require('../hooks/authenticate');
const UserService = require('../services/user.service');

const service = new UserService();

module.exports = async function (app) {
  app.get('/user', { preHandler: authenticate }, async (request) => ({ user: serialize(request.user) }));
  app.put('/user', { preHandler: authenticate }, async (request) => ({
    user: serialize(await service.update(request.user, request.body.user)),
  }));
};

function serialize(u) {
  return { email: u.email, username: u.username, bio: u.bio, image: u.image };
}
