export enum RecordStatus {
  Active = 'active',
  Deleted = 'deleted'
}
