from django.urls import path

from profiles.views import FollowView, HealthView, ProfileView

urlpatterns = [
    path("api/health-check", HealthView.as_view()),
    path("api/profiles/<str:username>", ProfileView.as_view()),
    path("api/profiles/<str:username>/follow", FollowView.as_view()),
]
