from django.urls import path

from profiles import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/profiles/<str:username>", views.profile),
]
