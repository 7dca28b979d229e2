from django.urls import path

from app.views import api

urlpatterns = [
    path("health-check", api.health_check),
    path("users", api.register),
    path("users/login", api.login),
    path("user", api.current_user),
    path("profiles/<str:username>/follow", api.follow),
    path("articles", api.article_list),
    path("articles/<slug:slug>", api.article_detail),
    path("articles/<slug:slug>/favorite", api.favorite),
    path("tags", api.tags),
]
