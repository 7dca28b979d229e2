from django.urls import path

from api.views import health, profiles

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/profiles/<str:username>", profiles.profile),
    path("api/profiles/<str:username>/follow", profiles.follow),
]
