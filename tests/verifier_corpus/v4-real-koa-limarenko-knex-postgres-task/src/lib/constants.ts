export const constants: {} = {
  HTTP: {}
};
