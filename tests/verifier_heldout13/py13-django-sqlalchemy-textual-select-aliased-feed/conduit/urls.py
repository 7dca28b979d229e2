from django.urls import path

from conduit.sa import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/articles/feed", views.feed),
]
