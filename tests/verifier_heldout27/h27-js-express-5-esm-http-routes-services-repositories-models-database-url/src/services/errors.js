export class DomainError extends Error {
  constructor(status, errors) {
    super('domain error');
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (what) => new DomainError(404, { [what]: ['not found'] });
export const forbidden = (what) => new DomainError(403, { [what]: ['forbidden'] });
export const invalid = (field, msg) => new DomainError(422, { [field]: [msg] });
