export enum AuthErrorCodes {
  Generic = 'AUTH_GENERIC',
  PasswordNotMatch = 'AUTH_PASSWORD_NOT_MATCH',
  PasswordRequirementsNotMetError = 'AUTH_PASSWORD_REQUIREMENTS_NOT_MET',
  InvalidToken = 'AUTH_INVALID_TOKEN'
}
