from django.urls import path

from conduit.api import views

urlpatterns = [
    path("health-check", views.health),
    path("tags", views.tags),
    path("articles/<slug:slug>", views.article),
]
