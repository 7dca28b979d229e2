#!/bin/sh
exec npm start
