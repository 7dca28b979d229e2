from django.urls import path

from . import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/users", views.register),
    path("api/users/login", views.login),
    path("api/articles", views.articles),
    path("api/articles/<str:slug>/favorite", views.favorite),
]
