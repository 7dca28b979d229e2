const tags = require("./tags-controller")

module.exports = {
  tags,
}
