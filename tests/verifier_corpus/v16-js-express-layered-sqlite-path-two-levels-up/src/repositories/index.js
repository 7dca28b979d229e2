module.exports = { users: require('./userRepository') };
