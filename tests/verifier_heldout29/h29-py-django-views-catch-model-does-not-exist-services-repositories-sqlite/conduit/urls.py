from django.urls import path

from api.views import articles, health, profiles

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/profiles/<str:username>", profiles.profile_detail),
    path("api/articles/<slug:slug>", articles.article_detail),
]
