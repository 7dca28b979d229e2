export { default as profileFollow } from './profileFollow';
export { default as profileGet } from './profileGet';
export { default as profileUnFollow } from './profileUnFollow';
