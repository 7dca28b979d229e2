export class DomainError extends Error {
  constructor(kind, errors) {
    super(kind);
    this.kind = kind; // 'not_found' | 'invalid' | 'forbidden' | 'unauthorized'
    this.errors = errors;
  }
}
