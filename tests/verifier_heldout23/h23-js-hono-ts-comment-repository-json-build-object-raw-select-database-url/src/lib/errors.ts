export class AppError extends Error {
  constructor(public readonly status: 401 | 403 | 404 | 422, public readonly errors: Record<string, string[]>) {
    super(Object.keys(errors).join(', '));
  }
}

export const notFound = (what: string) => new AppError(404, { [what]: ['not found'] });
export const forbidden = (what: string) => new AppError(403, { [what]: ['forbidden'] });
export const invalid = (errors: Record<string, string[]>) => new AppError(422, errors);
