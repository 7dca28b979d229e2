from django.urls import path

from conduit.routes import articles, users

urlpatterns = [
    path("health-check", articles.health_check),
    path("users", users.register),
    path("users/login", users.login),
    path("articles", articles.articles),
    path("articles/<slug:slug>", articles.article_detail),
    path("tags", articles.tags),
]
