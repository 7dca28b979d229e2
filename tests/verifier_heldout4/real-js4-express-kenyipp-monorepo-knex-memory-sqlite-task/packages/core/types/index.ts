export * from './UserStatus';
export * from './RecordStatus';
