from django.urls import path

from blog.views import articles, health

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/articles", articles.collection),
    path("api/articles/<slug:slug>", articles.detail),
]
