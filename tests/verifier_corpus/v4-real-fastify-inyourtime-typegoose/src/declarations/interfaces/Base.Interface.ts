export interface IAnyObject {
  [key: string]: any;
}
