from django.urls import path

from conduit.routes import users

urlpatterns = [
    path("health-check", users.health_check),
    path("users", users.register),
    path("users/login", users.login),
    path("user", users.current_user),
    path("profiles/<str:username>", users.profile),
    path("profiles/<str:username>/follow", users.follow),
]
