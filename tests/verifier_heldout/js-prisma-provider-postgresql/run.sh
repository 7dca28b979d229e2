#!/bin/sh
npx prisma db push --skip-generate && npx prisma generate
exec npm start
