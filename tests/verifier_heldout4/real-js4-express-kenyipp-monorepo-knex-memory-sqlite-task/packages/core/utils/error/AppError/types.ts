export interface AppErrorProps {
  message?: string;
  code?: string;
  details?: any[];
  cause?: Error;
}
