export class ServiceError extends Error {
  constructor(public status: number, public errors: Record<string, string[]>) {
    super('service error');
  }
}
