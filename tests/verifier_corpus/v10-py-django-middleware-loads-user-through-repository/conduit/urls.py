from django.urls import path

from realworld.views import profiles

urlpatterns = [
    path("api/health-check", profiles.health_check),
    path("api/profiles/<str:username>", profiles.profile),
    path("api/profiles/<str:username>/follow", profiles.follow),
]
