from django.urls import path

from api import views

urlpatterns = [
    path("api/health", views.health),
    path("api/tags", views.tags),
]
