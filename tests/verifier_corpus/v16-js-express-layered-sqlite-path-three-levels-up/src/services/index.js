module.exports = { userService: require('./userService') };
