from django.urls import path

from conduit.api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("users", views.register),
    path("users/login", views.login),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.follow),
]
