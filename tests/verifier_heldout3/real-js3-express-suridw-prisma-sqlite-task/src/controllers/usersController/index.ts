export { default as usersLogin } from "./usersLogin";
export { default as usersRegister } from "./usersRegister";
