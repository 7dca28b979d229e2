const users = require("./users-controller")
const tags = require("./tags-controller")
const profiles = require("./profiles-controller")
const articles = require("./articles-controller")

module.exports = {
  users,
  tags,
  profiles,
  articles,
}
