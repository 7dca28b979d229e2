const { UserService } = require('./userService');
exports.makeServices = (repos) => ({
  users: new UserService(repos.users),
  tags: { list: () => repos.tags.all() },
});
