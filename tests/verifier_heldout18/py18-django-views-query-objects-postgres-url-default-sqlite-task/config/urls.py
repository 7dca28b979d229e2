from django.urls import path

from conduit.views import articles, health

urlpatterns = [
    path("api/health-check", health.health),
    path("api/articles", articles.collection),
    path("api/articles/<slug:slug>", articles.detail),
]
