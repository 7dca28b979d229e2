export { default as userGet } from "./userGet";
export { default as userUpdate } from "./userUpdate";
