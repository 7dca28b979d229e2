const makeOptions = require('../models/options');

module.exports = (text, options) => {
  const { separator, lower } = makeOptions(options);
  const slug = text.trim().split(/\s+/).join(separator);
  return lower ? slug.toLowerCase() : slug;
};
