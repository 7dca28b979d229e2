#!/bin/sh
# the project's build step (sequelize-cli migrations) then npm start; DATABASE_URL comes from the environment
export PORT=3000 JWT_SECRET="${JWT_SECRET:-conduit}" NODE_ENV=production
npm run build
exec npm start
