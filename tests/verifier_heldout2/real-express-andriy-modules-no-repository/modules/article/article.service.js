const createArticle = () => {};

module.exports = { createArticle };
