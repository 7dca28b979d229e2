from django.urls import path

from api.routes import health, users

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/users", users.register),
    path("api/users/login", users.login),
]
