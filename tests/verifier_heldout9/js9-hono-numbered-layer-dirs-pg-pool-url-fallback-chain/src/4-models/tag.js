export class Tag {
  constructor(id, name) {
    this.id = id;
    this.name = name;
  }

  static fromRow(row) {
    return new Tag(row.id, row.name);
  }

  toJSON() {
    return this.name;
  }
}
