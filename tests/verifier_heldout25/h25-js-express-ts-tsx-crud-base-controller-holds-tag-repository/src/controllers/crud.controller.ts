import type { Request, Response } from 'express';

export interface ListSource<T> {
  findAll(): Promise<T[]>;
}

/** Read-only collection endpoint: GET answers { [key]: items }. */
export class CrudController<T> {
  constructor(
    private readonly source: ListSource<T>,
    private readonly key: string,
  ) {}

  list = async (_req: Request, res: Response) => {
    res.json({ [this.key]: await this.source.findAll() });
  };
}
