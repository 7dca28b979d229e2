export { default as createToken } from "./createUserToken";
