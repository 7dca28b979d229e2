from django.urls import path

from . import profiles, users

urlpatterns = [
    path("health-check", users.health),
    path("users", users.register),
    path("users/login", users.login),
    path("profiles/<str:username>", profiles.get_profile),
    path("profiles/<str:username>/follow", profiles.follow),
]
