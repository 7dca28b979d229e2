from django.http import JsonResponse
from django.urls import path

from realworld.views import articles, users

urlpatterns = [
    path("health-check", lambda r: JsonResponse({"status": "ok"})),
    path("users", users.register),
    path("users/login", users.login),
    path("user", users.current_user),
    path("profiles/<str:username>/follow", users.follow),
    path("articles/feed", articles.feed),
    path("articles", articles.articles),
    path("articles/<slug:slug>", articles.article),
    path("tags", articles.tags),
]
