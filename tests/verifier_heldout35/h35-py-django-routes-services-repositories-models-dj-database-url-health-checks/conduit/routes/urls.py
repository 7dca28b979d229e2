from django.urls import path

from conduit.routes import articles, health

urlpatterns = [
    path("health-check", health.health_check),
    path("articles", articles.list_articles),
    path("articles/<slug:slug>", articles.get_article),
]
