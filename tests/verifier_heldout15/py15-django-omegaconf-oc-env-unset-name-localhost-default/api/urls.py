from django.urls import path

from api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("profiles/<str:username>", views.get_profile),
]
