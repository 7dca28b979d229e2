from django.urls import path

from conduit.api import articles, health

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/articles/<slug:slug>/favorite", articles.favorite),
]
