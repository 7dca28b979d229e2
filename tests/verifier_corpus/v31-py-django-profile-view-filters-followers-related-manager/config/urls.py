from django.urls import path

from conduit.views import profiles

urlpatterns = [
    path("api/health-check", profiles.health),
    path("api/profiles/<str:username>", profiles.profile_detail),
]
