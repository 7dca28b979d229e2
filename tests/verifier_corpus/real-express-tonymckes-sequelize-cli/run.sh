#!/bin/sh
cd backend && exec npm start
