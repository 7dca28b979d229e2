from django.urls import path

from blog import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/tags", views.tags),
]
