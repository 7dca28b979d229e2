export * from './cleanStack';
export * from './capitalizeLevel';
export * from './json';
export * from './label';
export * from './customPrintf';
export * from './environment';
