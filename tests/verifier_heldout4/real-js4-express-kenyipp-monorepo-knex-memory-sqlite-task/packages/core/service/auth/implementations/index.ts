export * from './AccessTokenHandler';
export * from './PasswordHandler';
