from django.urls import path

from conduit.routes import articles

urlpatterns = [
    path("api/health-check", articles.health),
    path("api/articles", articles.articles),
]
