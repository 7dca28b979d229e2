from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.health),
    path("users", views.register),
    path("users/login", views.login),
    path("user", views.current_user),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.profile),
    path("articles", views.articles),
    path("articles/<slug:slug>", views.article_detail),
    path("tags", views.tags),
]
