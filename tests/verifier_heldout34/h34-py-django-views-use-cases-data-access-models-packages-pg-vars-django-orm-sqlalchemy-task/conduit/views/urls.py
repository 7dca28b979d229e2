from django.urls import path

from . import articles

urlpatterns = [
    path("health-check", articles.health),
    path("articles", articles.article_list),
    path("articles/<slug:slug>", articles.article_detail),
]
