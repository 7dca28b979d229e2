from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.health),
    path("users", views.register),
    path("users/login", views.login),
    path("user", views.me),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.follow),
    path("tags", views.tag_list),
]
