const userRepository = require('../repositories/userRepository');

exports.authenticate = async (token) => (token ? userRepository.byToken(token) : null);
