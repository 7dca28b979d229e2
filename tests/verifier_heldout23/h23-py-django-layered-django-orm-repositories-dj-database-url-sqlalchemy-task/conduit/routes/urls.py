from django.urls import path

from . import articles, users

urlpatterns = [
    path("health-check", articles.health),
    path("users", users.register),
    path("users/login", users.login),
    path("user", users.current_user),
    path("profiles/<str:username>", users.profile),
    path("profiles/<str:username>/follow", users.follow),
    path("articles", articles.articles),
    path("articles/feed", articles.feed),
    path("articles/<slug:slug>", articles.article),
    path("articles/<slug:slug>/favorite", articles.favorite),
    path("tags", articles.tags),
]
