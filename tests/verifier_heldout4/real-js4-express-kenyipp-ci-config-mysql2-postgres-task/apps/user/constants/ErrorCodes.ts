export enum ErrorCodes {
  UnprocessableContent = 'general_unprocessable_content',
  PasswordRequirementsNotMet = 'auth_password_requirements_not_met'
}
