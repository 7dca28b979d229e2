from django.urls import path

from api.views import articles, users

urlpatterns = [
    path("health-check", users.health),
    path("users", users.register),
    path("users/login", users.login),
    path("articles", articles.collection),
    path("articles/feed", articles.feed),
    path("articles/<slug:slug>", articles.detail),
    path("tags", articles.tags),
]
