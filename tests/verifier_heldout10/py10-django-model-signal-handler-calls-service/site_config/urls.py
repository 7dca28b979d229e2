from django.urls import path

from conduit.handlers import articles

urlpatterns = [
    path("api/health-check", articles.health_check),
    path("api/articles", articles.create),
]
