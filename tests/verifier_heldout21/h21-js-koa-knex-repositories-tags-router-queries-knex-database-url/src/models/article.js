module.exports = class Article {
  constructor(row) { Object.assign(this, row); }
};
