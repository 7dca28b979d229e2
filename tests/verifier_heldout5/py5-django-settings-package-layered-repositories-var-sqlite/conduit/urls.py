from django.urls import path

from blog.views import profiles

urlpatterns = [
    path("api/health-check", profiles.health_check),
    path("api/profiles/<str:username>", profiles.profile_detail),
]
