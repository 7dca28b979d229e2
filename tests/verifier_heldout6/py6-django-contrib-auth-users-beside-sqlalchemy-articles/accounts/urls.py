from django.urls import path

from accounts import views

urlpatterns = [
    path("users", views.register),
    path("users/login", views.login),
    path("user", views.current_user),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.profile),
]
