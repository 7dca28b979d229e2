from django.urls import path

from realworld.views import profiles

urlpatterns = [
    path("health-check", profiles.health_check),
    path("profiles/<str:username>", profiles.profile_detail),
    path("profiles/<str:username>/follow", profiles.profile_follow),
]
