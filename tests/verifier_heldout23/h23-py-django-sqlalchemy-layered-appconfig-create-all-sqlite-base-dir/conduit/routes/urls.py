from django.urls import path

from . import articles, users

urlpatterns = [
    path("health-check", articles.health),
    path("users", users.register),
    path("users/login", users.login),
    path("user", users.current),
    path("profiles/<str:username>", users.profile),
    path("profiles/<str:username>/follow", users.follow),
    path("articles", articles.collection),
    path("articles/feed", articles.feed),
    path("articles/<str:slug>", articles.item),
    path("articles/<str:slug>/favorite", articles.favorite),
    path("tags", articles.tags),
]
