#!/bin/sh
set -e
exec npm start
