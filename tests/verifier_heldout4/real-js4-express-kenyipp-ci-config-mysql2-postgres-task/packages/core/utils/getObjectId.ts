import { v4 } from 'uuid';

export const getObjectId = () => v4();
