from django.urls import path

from blog import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/tags", views.tags),
]
