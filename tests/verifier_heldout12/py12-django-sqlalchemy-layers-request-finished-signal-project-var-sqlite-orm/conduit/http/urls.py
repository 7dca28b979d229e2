from django.urls import path

from conduit.http import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/users", views.register),
    path("api/users/login", views.login),
    path("api/articles/<slug:slug>/favorite", views.favorite),
]
