export class ApplicationError extends Error {
  constructor(
    public readonly kind: 'not_found' | 'invalid' | 'unauthorized',
    message: string,
  ) {
    super(message);
  }
}
