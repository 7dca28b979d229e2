export class Tag { constructor(name) { this.name = name; } }
