from django.urls import path

from conduit.views import comments, health, profiles

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/profiles/<str:username>", profiles.profile),
    path("api/articles/<slug:slug>/comments", comments.comments),
]
