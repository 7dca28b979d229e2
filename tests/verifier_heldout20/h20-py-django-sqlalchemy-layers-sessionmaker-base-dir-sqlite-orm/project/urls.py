from django.urls import path

from conduit.handlers import health, users

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/users", users.register),
    path("api/users/login", users.login),
    path("api/user", users.current_user),
]
