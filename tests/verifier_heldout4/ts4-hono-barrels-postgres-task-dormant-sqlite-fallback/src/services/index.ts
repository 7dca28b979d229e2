export * from './profile.service.js';
export * from './session.service.js';
