export * from './DtoProfile';
export * from './DtoUser';
