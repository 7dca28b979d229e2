export interface IDecodedToken {
  id: number;
  email: string;
  password: string;
}
/* This needs to be consistent with '../overrides/express/index.d.ts`,
     but cannot be referenced by it. */


