export { default as authErrorHandler } from "./authErrorHandler";
export { default as prismaErrorHandler } from "./prismaErrorHandler";
export { default as generalErrorHandler } from "./generalErrorHandler";
