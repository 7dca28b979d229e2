from django.urls import path

from api import articles, users

urlpatterns = [
    path("health-check", articles.health_check),
    path("users", users.register),
    path("users/login", users.login),
    path("articles/<slug:slug>", articles.article_detail),
]
