export { ValidationError } from "./validationError";
