export { default as userLoginValidator } from "./userLoginValidator";
export { default as userRegisterValidator } from "./userRegisterValidator";
export { default as userUpdateValidator } from "./userUpdateValidator";
