module.exports = { separator: '-', lower: true };
