export * from './DbDtoProfile';
export * from './DbDtoUser';
