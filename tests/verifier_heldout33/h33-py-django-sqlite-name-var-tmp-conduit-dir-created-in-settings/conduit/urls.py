from django.urls import path

from users import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/users", views.register),
]
