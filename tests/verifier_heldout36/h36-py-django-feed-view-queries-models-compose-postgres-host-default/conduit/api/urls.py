from django.urls import path

from conduit.api import views

urlpatterns = [
    path("health-check", views.health),
    path("articles/feed", views.feed),
    path("articles/<slug:slug>", views.detail),
]
