from django.urls import path

from api import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/tags", views.tags),
]
