export const TYPES = {
  TagRepository: Symbol.for('TagRepository'),
  TagService: Symbol.for('TagService'),
  TagController: Symbol.for('TagController'),
};
