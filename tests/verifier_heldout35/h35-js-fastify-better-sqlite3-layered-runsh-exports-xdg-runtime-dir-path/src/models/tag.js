class Tag { constructor({ name }) { this.name = name; } }
module.exports = { Tag };
