from django.urls import path

from conduit import views as conduit_views
from social import views as social_views

urlpatterns = [
    path("api/health-check", conduit_views.health),
    path("api/users", conduit_views.register),
    path("api/profiles/<str:username>", social_views.profile),
    path("api/profiles/<str:username>/follow", social_views.follow),
]
