from django.urls import path

from conduit.views import articles, health, profiles

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/profiles/<str:username>", profiles.profile_detail),
    path("api/profiles/<str:username>/follow", profiles.follow),
    path("api/articles/<slug:slug>", articles.article_detail),
]
