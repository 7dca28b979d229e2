export * from './AuthError';
export * from './PasswordNotMatchError';
export * from './PasswordRequirementsNotMetError';
export * from './InvalidTokenError';
