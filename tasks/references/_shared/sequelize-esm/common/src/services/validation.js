import { ValidationError } from '../errors.js';

// A required text field: present, a string, not blank.
export function requireText(fields, name) {
  const value = fields?.[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ValidationError(`${name} can't be blank`);
  }
  return value;
}
// feature-begin: articles

// An optional text field: undefined when absent, validated like requireText when present.
export function optionalText(fields, name) {
  return fields?.[name] === undefined ? undefined : requireText(fields, name);
}
// feature-end: articles

export function requireObject(value, name) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`${name} must be an object`);
  }
  return value;
}
// feature-begin: articles

export function tagNames(tagList) {
  if (tagList === undefined || tagList === null) return [];
  if (!Array.isArray(tagList) || tagList.some((tag) => typeof tag !== 'string')) {
    throw new ValidationError('tagList must be an array of strings');
  }
  return [...new Set(tagList.map((tag) => tag.trim()).filter(Boolean))];
}
// feature-end: articles
