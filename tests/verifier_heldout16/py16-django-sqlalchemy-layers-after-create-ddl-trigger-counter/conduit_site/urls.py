from django.urls import path

from web import comments, health

urlpatterns = [
    path("api/health-check", health.health),
    path("api/articles/<slug:slug>/comments", comments.comments),
]
