from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.health),
    path("users", views.register),
    path("users/login", views.login),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.follow),
    path("articles", views.articles),
    path("articles/feed", views.feed),
    path("articles/<slug:slug>", views.article),
]
