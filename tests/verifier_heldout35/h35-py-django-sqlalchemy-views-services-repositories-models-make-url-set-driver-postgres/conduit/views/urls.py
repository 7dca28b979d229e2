from django.urls import path

from conduit.views import health, profiles

urlpatterns = [
    path("health-check", health.health),
    path("profiles/<str:username>", profiles.profile),
    path("profiles/<str:username>/follow", profiles.follow),
]
