from django.urls import path

from conduit.routes import articles, health

urlpatterns = [
    path("health-check", health.health),
    path("articles/<slug:slug>", articles.article_detail),
]
