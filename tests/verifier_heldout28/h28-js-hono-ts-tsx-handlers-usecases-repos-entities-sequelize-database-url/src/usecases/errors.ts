export class UseCaseError extends Error {
  constructor(public readonly kind: 'not_found' | 'forbidden' | 'invalid' | 'unauthorized', message: string) {
    super(message);
  }
}
