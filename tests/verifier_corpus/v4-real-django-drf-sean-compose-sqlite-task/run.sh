#!/bin/sh
# the docker-compose command of the app service, on the harness's port
sh -c "python manage.py makemigrations && python manage.py migrate && python manage.py runserver 0.0.0.0:8080"
