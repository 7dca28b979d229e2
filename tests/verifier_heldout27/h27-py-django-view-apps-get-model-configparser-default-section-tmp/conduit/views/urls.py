from django.urls import path

from conduit.views import articles

urlpatterns = [
    path("health-check", articles.health_check),
    path("articles", articles.list_articles),
    path("articles/<slug:slug>", articles.get_article),
]
