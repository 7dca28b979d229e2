export class DomainError extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind; // 'invalid' | 'unauthorized' | 'forbidden' | 'missing'
  }
}
