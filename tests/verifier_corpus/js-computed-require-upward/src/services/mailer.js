function welcome(user) {
  console.log(`welcome ${user.username}`);
}

module.exports = { welcome };
