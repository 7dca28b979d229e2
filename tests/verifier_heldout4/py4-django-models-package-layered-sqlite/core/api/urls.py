from django.urls import path

from core.api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("users", views.register),
    path("users/login", views.login),
    path("user", views.current_user),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.follow),
    path("articles", views.articles),
    path("articles/feed", views.feed),
    path("articles/<slug:slug>", views.article),
    path("articles/<slug:slug>/favorite", views.favorite),
    path("tags", views.tags),
]
