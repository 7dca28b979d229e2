export { default as usersRegister } from './usersRegister';
export { default as usersLogin } from './usersLogin';
