from django.urls import path

from blog.views import api

urlpatterns = [
    path("health-check", api.health_check),
    path("users", api.register),
    path("users/login", api.login),
    path("articles", api.articles),
    path("articles/<slug:slug>", api.article),
    path("profiles/<str:username>/follow", api.follow),
]
