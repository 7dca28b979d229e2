from django.urls import path

from api import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/users", views.register),
    path("api/profiles/<str:username>", views.profile),
]
