from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.health),
    path("users", views.register),
    path("users/login", views.login),
    path("tags", views.tags),
]
