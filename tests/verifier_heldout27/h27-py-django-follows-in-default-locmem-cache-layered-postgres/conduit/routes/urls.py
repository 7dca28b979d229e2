from django.urls import path

from conduit.routes import health, profiles

urlpatterns = [
    path("health-check", health.health_check),
    path("profiles/<str:username>", profiles.get_profile),
    path("profiles/<str:username>/follow", profiles.follow),
]
