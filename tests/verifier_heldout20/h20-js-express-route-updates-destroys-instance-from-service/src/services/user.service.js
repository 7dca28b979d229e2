const users = require('../repositories/user.repository');
exports.getCurrent = (id) => users.findById(id);
