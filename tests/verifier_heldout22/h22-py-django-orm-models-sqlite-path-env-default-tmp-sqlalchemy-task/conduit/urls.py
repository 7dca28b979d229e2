from django.urls import path

from app import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/users", views.register),
    path("api/tags", views.tags),
]
