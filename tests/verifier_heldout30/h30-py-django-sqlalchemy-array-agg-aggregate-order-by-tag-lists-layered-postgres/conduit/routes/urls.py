from django.urls import path

from conduit.routes import views

urlpatterns = [
    path("health-check", views.health_check),
    path("users", views.register),
    path("users/login", views.login),
    path("articles", views.articles),
    path("articles/feed", views.feed),
    path("tags", views.tags),
]
