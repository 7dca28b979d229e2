module.exports = { slugify: require('./services/slugify') };
