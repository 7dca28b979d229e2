from django.urls import path
from blog.api.views import profiles, health

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/profiles/<str:username>", profiles.profile_detail),
]
