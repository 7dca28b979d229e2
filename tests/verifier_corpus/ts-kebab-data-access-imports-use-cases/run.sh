#!/bin/sh
exec node --import tsx src/index.ts
