export class ServiceError extends Error {
  constructor(public readonly status: number, public readonly field: string, message: string) {
    super(message);
  }
}
