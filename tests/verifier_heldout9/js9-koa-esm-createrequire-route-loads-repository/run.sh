#!/bin/sh
exec node src/main.js
