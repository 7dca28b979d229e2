from django.urls import path

from api.views import articles, health, users

urlpatterns = [
    path("health-check", health.health_check),
    path("users", users.register),
    path("users/login", users.login),
    path("articles", articles.articles),
    path("articles/feed", articles.feed),
]
