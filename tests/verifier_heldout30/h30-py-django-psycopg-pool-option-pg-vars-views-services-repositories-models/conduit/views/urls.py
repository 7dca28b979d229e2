from django.urls import path

from conduit.views import articles, health, profiles, users

urlpatterns = [
    path("health-check", health.health_check),
    path("users", users.register),
    path("users/login", users.login),
    path("profiles/<str:username>", profiles.profile),
    path("profiles/<str:username>/follow", profiles.follow),
    path("articles", articles.articles),
    path("articles/<slug:slug>/favorite", articles.favorite),
    path("tags", articles.tags),
]
