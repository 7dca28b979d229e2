const createArticle = (req, res) => {};

module.exports = { createArticle };
