from django.urls import path

from conduit.http import profiles, system

urlpatterns = [
    path("api/health-check", system.health),
    path("api/profiles/<str:username>", profiles.profile),
    path("api/profiles/<str:username>/follow", profiles.follow),
]
