const allowedOrigins: string[] = ["http://localhost:3000","http://localhost:5500"];

export default allowedOrigins;
