export * from './loginBody';
export * from './registrationBody';
export * from './updateUserBody';
