from django.urls import path

from . import users

urlpatterns = [
    path("health-check", users.health),
    path("users", users.register),
]
