const { Unprocessable } = require('./errors');
exports.required = (obj, fields) => {
  for (const f of fields) if (!obj || !obj[f]) throw new Unprocessable(`${f} can't be blank`);
};
