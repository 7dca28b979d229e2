const { STOP } = require('../routes/words');

function slugify(title) {
  return title.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !STOP.has(w)).join('-');
}

module.exports = { slugify };
