from django.urls import path

from conduit.endpoints import users

urlpatterns = [
    path("health-check", users.health_check),
    path("users", users.register),
    path("users/login", users.login),
]
