const { ValidationError } = require('../errors');

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

// The named fields of input, each a non-blank string; every missing one is reported at once.
function requireStrings(input, fields) {
  const source = isObject(input) ? input : {};
  const blank = fields.filter((field) => typeof source[field] !== 'string' || source[field].trim() === '');
  if (blank.length > 0) throw new ValidationError(blank.map((field) => `${field} can't be blank`));
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}

// The named fields present in input; each must be a string, and those in nonBlank not blank.
function optionalStrings(input, fields, { nonBlank = [] } = {}) {
  if (!isObject(input)) throw new ValidationError('request body is missing');
  const present = fields.filter((field) => input[field] !== undefined);
  const invalid = present.filter(
    (field) => typeof input[field] !== 'string' || (nonBlank.includes(field) && input[field].trim() === ''),
  );
  if (invalid.length > 0) throw new ValidationError(invalid.map((field) => `${field} is invalid`));
  return Object.fromEntries(present.map((field) => [field, input[field]]));
}

function requireEmail(email) {
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ValidationError('email is invalid');
}

module.exports = { requireStrings, optionalStrings, requireEmail };
