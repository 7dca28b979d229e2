export { default as getUserByEmail } from './getUserByEmail';
export { default as updateUser } from './updateUser';
export { default as registerUser } from './registerUser';
export { default as getUserByUsername } from './getUserByUsername';



